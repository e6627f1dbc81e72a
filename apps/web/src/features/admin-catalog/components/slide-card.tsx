import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminSlider } from '@nirog/contracts';
import { formatNumber } from '../../../lib/format';
import { storageUrl } from '../../../lib/media';
import { useLanguageStore } from '../../../stores/language';
import { useReplaceAdminSliderImage } from '../api/replace-admin-slider-image';
import { DeleteButton } from './delete-button';
import { ImageFileButton } from './image-file-button';
import { ActiveBadge } from './product-parts';

/** One slide: picture, titles, link, order and status, with its actions. */
export function SlideCard({
  slide,
  onEdit,
  onDelete,
}: {
  slide: AdminSlider;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const replace = useReplaceAdminSliderImage();
  const name = slide.title ?? t('adminCatalog.sliders.untitled');
  return (
    <Card withBorder padding="sm" component="li">
      <Card.Section>
        <Image src={storageUrl(slide.image)} alt={t('adminCatalog.sliders.imageAlt', { name })} h={140} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {name}
          </Text>
          <ActiveBadge active={slide.active} />
        </Group>
        {slide.bn_title && (
          <Text size="sm" lang="bn">
            {slide.bn_title}
          </Text>
        )}
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {slide.link ? (
            <Anchor href={slide.link} target="_blank" rel="noreferrer" size="sm">
              {slide.link}
            </Anchor>
          ) : (
            t('adminCatalog.sliders.noLink')
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {t('adminCatalog.sliders.sortShown', { sort: formatNumber(slide.sort, language) })}
        </Text>
      </Stack>
      <Group gap="xs" mt="sm" justify="space-between" align="flex-start">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
          aria-label={t('adminCatalog.actions.editNamed', { name })}
        >
          {t('adminCatalog.actions.edit')}
        </Button>
        <DeleteButton label={t('adminCatalog.actions.deleteNamed', { name })} onClick={onDelete} />
      </Group>
      <Stack mt="xs">
        <ImageFileButton
          label={t('adminCatalog.sliders.replaceImage', { name })}
          send={(file, onProgress) => replace.mutateAsync({ id: slide.id, file, onProgress })}
        />
      </Stack>
    </Card>
  );
}
