import { useState } from 'react';
import { Card, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { ProviderDocument } from '@nirog/contracts';
import { ImageViewer } from '../../../components/ui/image-viewer';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * The applicant's documents (signature, NID or passport, certificates) as thumbnails; each opens the
 * full-screen viewer. The addresses are signed and short-lived (the query reads them again in time).
 */
export function ApplicationDocuments({ documents }: { documents: ProviderDocument[] }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const name = (document: ProviderDocument) =>
    document.type === 'doc'
      ? t('adminProviders.documents.type.doc', { n: digits(document.position + 1) })
      : t(`adminProviders.documents.type.${document.type}`);
  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminProviders.documents.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminProviders.documents.title')}
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminProviders.documents.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
            {documents.map((document, index) => (
              <UnstyledButton
                key={document.id}
                onClick={() => setOpenIndex(index)}
                aria-label={t('adminProviders.documents.open', { name: name(document) })}
              >
                <Stack gap={4}>
                  <Image
                    src={document.image}
                    alt={name(document)}
                    h={120}
                    fit="contain"
                    radius="sm"
                    bg="gray.1"
                    style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                  />
                  <Text size="xs" ta="center">
                    {name(document)}
                  </Text>
                </Stack>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ImageViewer
        images={documents.map((document) => ({ src: document.image, alt: name(document) }))}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
      />
    </Card>
  );
}
