import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { prescriptionsPath } from './pharmacy-paths';
import { useFormatters } from '../../../lib/use-formatters';

/** Link to a prescription's page that remembers the queue's filters for the way back. */
export function PrescriptionLink({ id }: { id: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { digits } = useFormatters();
  return (
    <Anchor component={Link} to={prescriptionsPath(id)} state={{ listSearch: search }} fw={600}>
      {t('adminPharmacy.prescriptions.number', { id: digits(id) })}
    </Anchor>
  );
}
