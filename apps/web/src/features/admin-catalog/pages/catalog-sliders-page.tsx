import { useState } from 'react';
import { Button, Select, SimpleGrid } from '@mantine/core';
import { IconPlus, IconSlideshow } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { SLIDER_KINDS, type AdminSlider, type SliderKind } from '@nirog/contracts';
import { AdminListPage } from '../../../components/data/admin-list-page';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteAdminSlider } from '../api/delete-admin-slider';
import { useAdminSliders } from '../api/get-admin-sliders';
import { SlideCard } from '../components/slide-card';
import { SlideModal } from '../components/slide-modal';
import { useDeleteAction } from '../components/use-delete-action';

const isKind = (value: string | null): value is SliderKind => (SLIDER_KINDS as readonly string[]).includes(value ?? '');

/** /admin/catalog/sliders?kind=: the slides of each page's slider. */
export function CatalogSlidersPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const wanted = params.get('kind');
  const kind: SliderKind = isKind(wanted) ? wanted : SLIDER_KINDS[0];
  const slides = useAdminSliders(kind);
  const remove = useDeleteAdminSlider();
  const confirmDelete = useDeleteAction();
  const [editing, setEditing] = useState<AdminSlider | 'new' | null>(null);

  const askDelete = (slide: AdminSlider) =>
    confirmDelete({
      title: t('adminCatalog.sliders.deleteTitle'),
      body: t('adminCatalog.sliders.deleteExplain'),
      run: () => remove.mutateAsync({ id: slide.id }),
    });

  return (
    <AdminListPage
      title={t('adminCatalog.sliders.title')}
      intro={t('adminCatalog.sliders.intro')}
      aside={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('adminCatalog.sliders.new')}
        </Button>
      }
      filters={
        <Select
          label={t('adminCatalog.sliders.fields.kind')}
          data={SLIDER_KINDS.map((value) => ({ value, label: t(`adminCatalog.sliders.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => update({ kind: value ?? undefined })}
          allowDeselect={false}
          maw={360}
        />
      }
      query={slides}
      skeletonRows={3}
      empty={{ icon: IconSlideshow, title: t('adminCatalog.sliders.empty') }}
      table={(rows) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((slide) => (
            <SlideCard
              key={slide.id}
              slide={slide}
              onEdit={() => setEditing(slide)}
              onDelete={() => askDelete(slide)}
            />
          ))}
        </SimpleGrid>
      )}
    >
      {editing && (
        <SlideModal
          key={editing === 'new' ? 'new' : editing.id}
          slide={editing === 'new' ? null : editing}
          kind={kind}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminListPage>
  );
}
