import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import type { Paginated } from '@nirog/contracts';
import { formatNumber } from '../../lib/format';
import { useLanguageStore } from '../../stores/language';

/** Translation keys of the count line, for lists that count in their own words ("of 57 people" in Bengali). */
export interface PaginationLabels {
  showing: string;
  total: string;
}
const ITEMS: PaginationLabels = { showing: 'common.pagination.showing', total: 'common.pagination.total' };

/** "Showing 1–20 of 57" and page buttons, with Bengali digits in bn. */
export function ListPagination({
  page,
  onChange,
  labels = ITEMS,
}: {
  page: Paginated<unknown>;
  onChange: (page: number) => void;
  labels?: PaginationLabels;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const n = (value: number) => formatNumber(value, language);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.from && page.to
          ? t(labels.showing, { from: n(page.from), to: n(page.to), total: n(page.total) })
          : t(labels.total, { total: n(page.total) })}
      </Text>
      {page.last_page > 1 && (
        <Pagination
          total={page.last_page}
          value={Math.min(page.current_page, page.last_page)}
          onChange={onChange}
          size="sm"
          getItemProps={(p) => ({ children: n(p), 'aria-label': t('common.pagination.page', { page: n(p) }) })}
          getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
        />
      )}
    </Group>
  );
}
