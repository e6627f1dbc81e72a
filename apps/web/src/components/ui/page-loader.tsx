import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** Shown while a route's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
