import {
  Badge,
  Box,
  Button,
  Collapse,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconRefresh, IconUserSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Paginated, SliderKind } from '@nirog/contracts';
import { formatNumber } from '../../lib/digits';
import { usePageTitle } from '../../lib/use-page-title';
import { useLanguageStore } from '../../stores/language';
import { SliderBanner } from '../carousel/slider-banner';
import { EmptyState } from '../data/empty-state';
import { ListPagination } from '../data/list-pagination';
import { QueryError } from '../data/query-error';
import { CardSkeletons } from './card-skeletons';
import { FiltersShown } from './filter-lookup';
import classes from './listing-shell.module.css';
import { LISTING_PLACEHOLDERS } from './listing-constants';
import { ListingSearch } from './listing-search';

/** The filter panel opens by itself where there is room for it beside the list (classes.byWidth: Mantine's md). */
const WIDE = '(min-width: 62em)';

/** The collapsible Filters panel with its Reset Filter button (always in reach, also when folded). */
export function FilterPanel({
  active,
  onReset,
  children,
}: {
  active: number;
  onReset: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  // null until the reader opens or folds it: open or folded by the width (CSS, the same on the server), and `wide`,
  // known once the page runs, says which for the button and for the filters' lists (FiltersShown).
  const [open, setOpen] = useState<boolean | null>(null);
  const wide = useMediaQuery(WIDE, false);
  const shown = open ?? wide;
  const panelId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('listings.shell.filters')}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          px="xs"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              className={open === null ? classes.chevronByWidth : undefined}
              style={{ transform: shown ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setOpen(!shown)}
        >
          {t('listings.shell.filters')}
          {active > 0 && (
            <Badge ml={6} size="sm" variant="filled" aria-label={t('listings.shell.activeFilters', { count: active })}>
              {formatNumber(active, language)}
            </Badge>
          )}
        </Button>
        <Button
          variant="light"
          color="gray"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onReset}
          disabled={active === 0}
        >
          {t('listings.shell.reset')}
        </Button>
      </Group>
      <Collapse expanded={open ?? true} id={panelId} className={open === null ? classes.byWidth : undefined}>
        <Stack gap="sm" pt="md">
          <FiltersShown value={shown}>{children}</FiltersShown>
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** What the shell needs of a listing's address-bar state (`useListingParams`, whose keys include `keyword`). */
export interface ListingState {
  values: { keyword?: string };
  setFilters: (changes: { keyword?: string }) => void;
  setPage: (page: number) => void;
  reset: () => void;
  /** How many filters are set (search included). */
  active: number;
  listRef: RefObject<HTMLDivElement | null>;
}

export interface ListingShellProps<T> {
  /** The page's heading, also the browser tab's title. */
  title: string;
  /** Shown under the title: a line of text, or a block (a "view all" link ...). */
  intro?: ReactNode;
  slider: { kind: SliderKind; label: string };
  /** The search box's label and placeholder; its value is the listing's `keyword`. */
  search: { label: string; placeholder?: string };
  listing: ListingState;
  /** The filter controls of this list (none: no Filters panel). */
  filters?: ReactNode;
  /** How many filters are set, when it is not `listing.active` (two names for one filter ...); Reset Filter is off at 0. */
  activeFilters?: number;
  /** A page of a paged list (with the paginator), or a whole short list. */
  query: UseQueryResult<Paginated<T> | T[]>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  placeholders?: number;
  /** Columns of the result cards. */
  cols?: Record<string, number>;
  /** Blocks under the list (popular doctors on the specialists pages ...). */
  children?: ReactNode;
}

/**
 * The one shell of the doctor, nurse and ambulance listings (spec 2 section 2): title, search (700 ms),
 * collapsible Filters panel with Reset Filter, banner slider, then the results with their states: 5
 * placeholder cards while the first page loads, the error with a retry, the empty view, or the cards with
 * the paginator. While the next page or filter loads, the cards on screen stay, marked busy. The search,
 * the filters' count, Reset Filter, the pages and the scroll into view come from the listing's address bar.
 */
export function ListingShell<T>({
  title,
  intro,
  slider,
  search,
  listing: { values, setFilters, setPage, reset: onReset, active, listRef },
  filters,
  activeFilters = active,
  query,
  renderItem,
  itemKey,
  placeholders = LISTING_PLACEHOLDERS,
  cols = { base: 1, sm: 2 },
  children,
}: ListingShellProps<T>) {
  usePageTitle(title);
  const { t } = useTranslation();
  const titleId = useId();

  let results: ReactNode;
  const page = query.data && !Array.isArray(query.data) ? query.data : undefined;
  const items = Array.isArray(query.data) ? query.data : (page?.data ?? []);
  if (query.isPending) results = <CardSkeletons count={placeholders} cols={cols} />;
  else if (query.isError && !query.data)
    results = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    results = (
      <EmptyState
        icon={<IconUserSearch size={40} aria-hidden color="var(--mantine-color-dimmed)" />}
        title={t('listings.shell.emptyTitle')}
        text={t('listings.shell.emptyText')}
        action={
          activeFilters > 0 && (
            <Button variant="light" onClick={onReset}>
              {t('listings.shell.reset')}
            </Button>
          )
        }
      />
    );
  else
    results = (
      <>
        <SimpleGrid cols={cols} spacing="md" aria-busy={query.isPlaceholderData || undefined}>
          {items.map((item) => (
            <Box key={itemKey(item)}>{renderItem(item)}</Box>
          ))}
        </SimpleGrid>
        {page && <ListPagination page={page} onChange={setPage} />}
      </>
    );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" id={titleId}>
            {title}
          </Title>
          {typeof intro === 'string' ? (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          ) : (
            intro
          )}
        </div>
        <SliderBanner kind={slider.kind} label={slider.label} height={180} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Stack gap="md">
              <ListingSearch {...search} value={values.keyword} onSearch={(keyword) => setFilters({ keyword })} />
              {filters && (
                <FilterPanel active={activeFilters} onReset={onReset}>
                  {filters}
                </FilterPanel>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Box ref={listRef} component="section" aria-labelledby={titleId}>
              {results}
            </Box>
          </Grid.Col>
        </Grid>
        {children}
      </Stack>
    </Container>
  );
}
