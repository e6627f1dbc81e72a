import { useState } from 'react';
import { Card, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { PrescriptionImage } from '@nirog/contracts';
import { ImageViewer } from '../../../components/ui/image-viewer';
import { useFormatters } from '../../../lib/use-formatters';

/** The prescription's pages as thumbnails; each opens the full-screen viewer (zoom, next/previous). */
export function PrescriptionImages({ images }: { images: PrescriptionImage[] }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const alt = (index: number) => t('adminPharmacy.images.alt', { n: digits(index + 1), total: digits(images.length) });
  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminPharmacy.images.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminPharmacy.images.title')}
        </Title>
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminPharmacy.images.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
            {images.map((image, index) => (
              <UnstyledButton
                key={image.id}
                onClick={() => setOpenIndex(index)}
                aria-label={t('adminPharmacy.images.open', { n: digits(index + 1) })}
                style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
              >
                <Image src={image.thumbnail} alt={alt(index)} h={120} fit="cover" radius="sm" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ImageViewer
        images={images.map((image, index) => ({ src: image.image, alt: alt(index) }))}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
      />
    </Card>
  );
}
