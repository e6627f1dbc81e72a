import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import classes from './layout.module.css';

/** Scroll to top (scroll-to-top.tsx decides when it shows). */
export function ScrollTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <Affix className={classes.scrollTop} withinPortal={false}>
      <Transition transition="slide-up" mounted={visible}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('footer.scrollTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={22} aria-hidden="true" />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
