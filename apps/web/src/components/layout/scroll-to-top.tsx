import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

/** Spec 1 section 9: shown after 250 px of scrolling; the scroll handler is debounced by 300 ms. */
export const SCROLL_TOP_THRESHOLD = 250;
export const SCROLL_DEBOUNCE_MS = 300;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const onScroll = useDebouncedCallback(() => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD), SCROLL_DEBOUNCE_MS);
  useEffect(() => {
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [onScroll]);
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
