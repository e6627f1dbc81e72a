import { Button, Group, Image, Modal, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import type { Category } from '@nirog/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageUrl } from '../../../lib/media';
import { useLanguageStore } from '../../../stores/language';
import { useCategories } from '../api/get-categories';
import classes from './shop.module.css';

/** Categories shown in the panel before "More" (spec 1 section 9). */
export const CATEGORY_PANEL_SIZE = 8;
const CATEGORY_SKELETONS = 9;

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
  const name = language === 'bn' && category.bn_name ? category.bn_name : category.name;
  const logo = storageUrl(category.logo);
  return (
    <UnstyledButton
      className={classes.category}
      aria-pressed={selected}
      onClick={() => onSelect(selected ? undefined : category.id)}
    >
      {logo && <Image src={logo} alt="" w={40} h={40} fit="contain" />}
      <span>{name}</span>
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
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, sm: 4, md: 2 }} spacing="xs" className={classes.categoryList}>
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
        <SimpleGrid cols={{ base: 3, md: 2 }} spacing="xs" aria-busy="true" aria-label={t('shop.loadingCategories')}>
          {Array.from({ length: CATEGORY_SKELETONS }, (_, i) => (
            <Skeleton key={i} h={72} radius="md" data-testid="category-skeleton" />
          ))}
        </SimpleGrid>
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
          <Modal opened={moreOpen} onClose={() => setMoreOpen(false)} title={t('shop.allCategoriesTitle')} size="lg">
            {list(categories.data, (id) => {
              onSelect(id);
              setMoreOpen(false);
            })}
          </Modal>
        </>
      )}
    </nav>
  );
}
