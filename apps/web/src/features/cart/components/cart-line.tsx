import { ActionIcon, Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPhoto, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { CART_QTY_MAX } from '@nirog/contracts/constants';
import { formatMoney, formatNumber } from '../../../lib/digits';
import { storageUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import type { CartItem } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { isAvailable, lineTitle, needsPrescription } from '../utils/cart-lines';
import { RemoveButton } from '../../../components/ui/remove-button';

/** The product's picture, or a plain tile when it has none. */
export function LineImage({ image, size = 64 }: { image: string | null; size?: number }) {
  const src = storageUrl(image);
  return src ? (
    <Image src={src} alt="" w={size} h={size} fit="contain" radius="sm" loading="lazy" />
  ) : (
    <Paper w={size} h={size} radius="sm" bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
      <IconPhoto size={size / 2.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />
    </Paper>
  );
}

/**
 * A line of the cart page: image and title (both open the product page), unit and line price, minus and plus,
 * remove. A product the server no longer sells is flagged and left out of the totals.
 */
export function CartLine({
  line,
  onDecrease,
  onIncrease,
  onRemove,
}: {
  line: CartItem;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const title = lineTitle(line, language);
  const available = isAvailable(line);
  const to = paths.product(line.slug);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={title} bg={available ? undefined : 'red.0'}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Link to={to} tabIndex={-1} aria-hidden="true" style={{ flexShrink: 0 }}>
          <LineImage image={line.image} />
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={600} lineClamp={2} c="inherit">
            {title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('cart.unitPrice', { price: formatMoney(line.final_price, language) })}
          </Text>
          {needsPrescription(line) && (
            <Badge color="orange" size="sm" w="fit-content">
              {t('cart.prescriptionNeeded')}
            </Badge>
          )}
          {!available && (
            <Badge color="red" variant="filled" size="sm" w="fit-content">
              {t('cart.unavailable')}
            </Badge>
          )}
          <Group justify="space-between" gap="xs" mt={4}>
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="default"
                radius="xl"
                size="lg"
                aria-label={t('cart.decrease', { title })}
                onClick={onDecrease}
              >
                <IconMinus size={16} aria-hidden="true" />
              </ActionIcon>
              <Text component="output" fw={600} miw={28} ta="center" aria-label={t('cart.quantityOf', { title })}>
                {formatNumber(line.c_qty, language)}
              </Text>
              <ActionIcon
                variant="default"
                radius="xl"
                size="lg"
                aria-label={t('cart.increase', { title })}
                disabled={line.c_qty >= CART_QTY_MAX}
                onClick={onIncrease}
              >
                <IconPlus size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
            <Text fw={700} td={available ? undefined : 'line-through'} c={available ? undefined : 'dimmed'}>
              {formatMoney(line.final_price * line.c_qty, language)}
            </Text>
          </Group>
        </Stack>
        <RemoveButton label={t('cart.remove', { title })} onClick={onRemove} />
      </Group>
    </Paper>
  );
}
