import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/digits';
import { paths } from '../../lib/paths';
import { useCartStore, selectCartCount } from '../../stores/cart';
import { useLanguageStore } from '../../stores/language';

/** Cart icon with the number of lines, linking to the cart page. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartStore(selectCartCount);
  const language = useLanguageStore((s) => s.language);
  const n = formatNumber(count, language);
  return (
    <Indicator label={n} size={18} offset={4} disabled={count === 0} color="red" inline>
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={t('nav.cartWithCount', { n })}
      >
        <IconShoppingCart size={22} stroke={1.7} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
