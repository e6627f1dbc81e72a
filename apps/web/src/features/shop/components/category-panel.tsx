import { Button, Group, Image, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import type { Category } from '@nirog/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { storageUrl } from '../../../lib/media';
import { useLanguageStore } from '../../../stores/language';
import { useCategories } from '../api/get-categories';
import { LazyModal } from '../../../components/ui/lazy-modal';
import classes from './shop.module.css';
import { localName } from '../../../lib/local-name';

/** Categories shown in the panel before "More" (spec 1 section 9). */
export const CATEGORY_PANEL_SIZE = 8;
/** The panel's grid: the skeleton uses the same, so the list takes the skeleton's place without moving the page. */
const CATEGORY_COLS = { base: 2, xs: 3, sm: 4, md: 2 };

function CategoryButton({
  category,
  selected,
  onSelect,
}: {
  category: Category;
  selected: boolean;
  onSelect: (id: number | undefined) => void;
}) {
  const language = useLanguageStore((s) => s.language);
  const name = localName(category, language);
  const logo = storageUrl(category.logo);
  return (
    <UnstyledButton
      className={`${classes.category} ${classes.categoryTile}`}
      aria-pressed={selected}
      onClick={() => onSelect(selected ? undefined : category.id)}
    >
      {logo && <Image src={logo} alt="" w={40} h={40} fit="contain" />}
      <span className={classes.categoryName}>{name}</span>
    </UnstyledButton>
  );
}

/** The first 8 categories, with a More dialog listing all; pressing one filters the list (again: clears). */
export function CategoryPanel({
  selected,
  onSelect,
}: {
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [moreOpen, setMoreOpen] = useState(false);

  const list = (items: Category[], pick: (id: number | undefined) => void) => (
    <SimpleGrid component="ul" cols={CATEGORY_COLS} spacing="xs" className={classes.categoryList}>
      {items.map((category) => (
        <li key={category.id}>
          <CategoryButton category={category} selected={category.id === selected} onSelect={pick} />
        </li>
      ))}
    </SimpleGrid>
  );

  return (
    <nav aria-labelledby="shop-categories-title">
      <Group justify="space-between" mb="xs">
        <Title id="shop-categories-title" order={2} size="h4">
          {t('shop.categories')}
        </Title>
        {selected !== undefined && (
          <Button variant="subtle" size="compact-sm" onClick={() => onSelect(undefined)}>
            {t('shop.allCategories')}
          </Button>
        )}
      </Group>
      {categories.isPending ? (
        // As tall as the list it stands for (8 tiles of the same fixed height and the More button): on a phone the
        // products below it stay where they are when the categories arrive (issue 11: no layout shift).
        <div aria-busy="true" aria-label={t('shop.loadingCategories')}>
          <SimpleGrid cols={CATEGORY_COLS} spacing="xs">
            {Array.from({ length: CATEGORY_PANEL_SIZE }, (_, i) => (
              <Skeleton key={i} className={classes.categoryTile} radius="md" data-testid="category-skeleton" />
            ))}
          </SimpleGrid>
          <Skeleton h={36} mt="xs" radius="sm" />
        </div>
      ) : categories.isError ? (
        <Text size="sm" c="dimmed">
          {t('shop.categoriesError')}
        </Text>
      ) : (
        <>
          {list(categories.data.slice(0, CATEGORY_PANEL_SIZE), onSelect)}
          {categories.data.length > CATEGORY_PANEL_SIZE && (
            <Button variant="light" fullWidth mt="xs" onClick={() => setMoreOpen(true)}>
              {t('shop.moreCategories')}
            </Button>
          )}
          <LazyModal
            opened={moreOpen}
            onClose={() => setMoreOpen(false)}
            title={t('shop.allCategoriesTitle')}
            size="lg"
          >
            {list(categories.data, (id) => {
              onSelect(id);
              setMoreOpen(false);
            })}
          </LazyModal>
        </>
      )}
    </nav>
  );
}
