import { ActionIcon, NumberInput, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { isValidQty, QTY_MAX, QTY_MIN, type OrderLine } from './order-lines';
import { productLabel } from './product-picker';
import { useFormatters } from '../../../lib/use-formatters';

/** The medicines of the order being built: quantity editable, line prices, remove. */
export function OrderLinesTable({
  lines,
  errors,
  disabled,
  onQtyChange,
  onRemove,
}: {
  lines: OrderLine[];
  /** The server's complaint about a line, by product id. */
  errors: Record<number, string>;
  disabled?: boolean;
  onQtyChange: (productId: number, qty: number | '') => void;
  onRemove: (productId: number) => void;
}) {
  const { t } = useTranslation();
  const { money, digits } = useFormatters();
  const c = (key: string) => t(`adminPharmacy.builder.columns.${key}`);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('adminPharmacy.builder.noLinesYet')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('adminPharmacy.builder.linesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('product')}</Table.Th>
            <Table.Th>{c('qty')}</Table.Th>
            <Table.Th>{c('price')}</Table.Th>
            <Table.Th>{c('lineTotal')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{c('remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const name = productLabel(line.product);
            const error = errors[line.product.id];
            return (
              <Table.Tr key={line.product.id} bg={error ? 'var(--mantine-color-red-light)' : undefined}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    {error && (
                      <Text size="xs" c="red" role="alert">
                        {error}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('adminPharmacy.builder.qtyOf', { name })}
                    w={96}
                    min={QTY_MIN}
                    max={QTY_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    value={line.qty}
                    disabled={disabled}
                    error={
                      isValidQty(line.qty)
                        ? undefined
                        : t('adminPharmacy.builder.qtyRange', { min: digits(QTY_MIN), max: digits(QTY_MAX) })
                    }
                    onChange={(value) => onQtyChange(line.product.id, value === '' ? '' : Number(value))}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(line.product.final_price)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {isValidQty(line.qty) ? money(line.product.final_price * line.qty) : '—'}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('adminPharmacy.builder.remove', { name })}
                    onClick={() => onRemove(line.product.id)}
                    disabled={disabled}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
