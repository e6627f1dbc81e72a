import { Container, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { SHOP_KEYWORD_MAX, SHOP_ORDER_BY, type ShopOrderBy } from '@nirog/contracts/constants';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { PageData } from '../../../lib/page-data';
import { useValueEnteredBeforeHydration } from '../../../lib/entered-before-hydration';
import { usePageTitle } from '../../../lib/use-page-title';
import { slidersQueryOptions } from '../../../components/carousel/use-sliders';
import { publicSettingsQueryOptions } from '../../../lib/settings';
import { categoriesQueryOptions } from '../api/get-categories';
import { shopProductsQueryOptions } from '../api/get-shop-products';
import type { ShopFilters } from '../api/keys';
import { CategoryPanel } from '../components/category-panel';
import { ProductGrid } from '../components/product-grid';
import { QuickTiles } from '../components/quick-tiles';
import { SliderBanner } from '../../../components/carousel/slider-banner';
import classes from '../components/shop.module.css';
import { KEEP_SCROLL } from '../../../lib/scroll-restoration';

/** Search debounce (spec 1 section 9). */
export const SEARCH_DEBOUNCE_MS = 700;

function readFilters(params: URLSearchParams): ShopFilters {
  const orderBy = params.get('order_by');
  const category = Number(params.get('category'));
  return {
    keyword: params.get('keyword') ?? '',
    orderBy: SHOP_ORDER_BY.includes(orderBy as ShopOrderBy) ? (orderBy as ShopOrderBy) : undefined,
    category: Number.isInteger(category) && category > 0 ? category : undefined,
  };
}

/** Rendered on the server with its categories, slider, quick tiles and the first page of the list it asks for. */
export const handle: PageData = {
  serverRendered: true,
  queries: ({ searchParams }) => [
    categoriesQueryOptions(),
    slidersQueryOptions('shop-slider'),
    publicSettingsQueryOptions(),
    shopProductsQueryOptions(readFilters(searchParams)),
  ],
};

/** /shop: categories, slider, quick tiles, sort, search and the product list; filters live in the URL. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('shop.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const fieldId = useId();
  const [search, setSearch] = useState(filters.keyword);
  const searchBox = useRef<HTMLInputElement>(null);
  const sortList = useRef<HTMLSelectElement>(null);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  // A search, sort or category change keeps the page where it is (no scroll to the top, which on a phone
  // left the user looking at the categories); a category or sort tap then brings the results into view.
  const results = useRef<HTMLDivElement>(null);
  const revealResults = useRef(false);
  const update = (
    changes: Partial<Record<'keyword' | 'order_by' | 'category', string | undefined>>,
    reveal = false,
  ) => {
    revealResults.current = reveal;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { state: KEEP_SCROLL },
    );
  };

  // A search typed, or a sort chosen, while the page rendered on the server was still without its scripts.
  useValueEnteredBeforeHydration(searchBox, search, setSearch);
  useValueEnteredBeforeHydration(sortList, filters.orderBy ?? '', (orderBy) => update({ order_by: orderBy }, true));

  useEffect(() => {
    if (!revealResults.current) return;
    revealResults.current = false;
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight / 2)) {
      results.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [filters]);

  // The debounced search goes to the URL (a new list from page 1).
  useEffect(() => {
    if (debounced !== filters.keyword) update({ keyword: debounced });
    // Only the typed text drives this; URL changes are mirrored below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // Back and Forward restore the search box (state adjusted while rendering, not in an effect).
  const [shownKeyword, setShownKeyword] = useState(filters.keyword);
  if (shownKeyword !== filters.keyword) {
    setShownKeyword(filters.keyword);
    setSearch(filters.keyword);
  }

  const sortOptions = [
    { value: '', label: t('shop.sort.default') },
    ...SHOP_ORDER_BY.map((value) => ({ value, label: t(`shop.sort.${value}`) })),
  ];

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2" mb="md">
        {t('shop.title')}
      </Title>
      {/* The search first: on a phone it is what the user sees before the categories. */}
      {/* Plain fields and grid styled like Mantine's TextInput, NativeSelect and Grid, which (with the Input
          machinery they bring) weighed some 3 kB gzip on /shop's first load (issue 11). */}
      <div className={classes.searchRow}>
        <div className={classes.searchField}>
          <label className={classes.fieldLabel} htmlFor={`${fieldId}-search`}>
            {t('shop.searchLabel')}
          </label>
          <div className={classes.fieldBox}>
            <IconSearch size={16} aria-hidden="true" className={classes.fieldIcon} />
            <input
              id={`${fieldId}-search`}
              type="search"
              className={`${classes.field} ${classes.withIcon}`}
              placeholder={t('shop.searchPlaceholder')}
              ref={searchBox}
              value={search}
              maxLength={SHOP_KEYWORD_MAX}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </div>
        </div>
        <div className={classes.sortField}>
          <label className={classes.fieldLabel} htmlFor={`${fieldId}-sort`}>
            {t('shop.sortLabel')}
          </label>
          <div className={`${classes.fieldBox} ${classes.selectBox}`}>
            <select
              id={`${fieldId}-sort`}
              className={`${classes.field} ${classes.select}`}
              ref={sortList}
              value={filters.orderBy ?? ''}
              onChange={(e) => update({ order_by: e.currentTarget.value }, true)}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className={classes.shopLayout}>
        <div className={filters.keyword ? classes.searchingCategories : undefined}>
          <CategoryPanel
            selected={filters.category}
            onSelect={(id) => update({ category: id === undefined ? undefined : String(id) }, true)}
          />
        </div>
        <Stack gap="lg" className={classes.shopColumn}>
          <div className={classes.promotions}>
            <Stack gap="lg">
              <SliderBanner kind="shop-slider" label={t('shop.sliderLabel')} height={200} />
              <QuickTiles />
            </Stack>
          </div>
          <div ref={results} id="shop-results" className={classes.results}>
            <ProductGrid filters={filters} />
          </div>
        </Stack>
      </div>
    </Container>
  );
}
