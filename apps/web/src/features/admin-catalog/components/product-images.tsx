import { ActionIcon, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBarToLeft, IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PRODUCT_IMAGES_MAX, type AdminProduct } from '@nirog/contracts';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { storageUrl } from '../../../lib/media';
import { notify } from '../../../lib/notify';
import { useLanguageStore } from '../../../stores/language';
import { useDeleteAdminProductImage } from '../api/delete-admin-product-image';
import { useOrderAdminProductImages } from '../api/order-admin-product-images';
import { ProductImageUploader } from './product-image-uploader';

/** The product's pictures: add, remove, and order them (the first is the card image). */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const order = useOrderAdminProductImages();
  const remove = useDeleteAdminProductImage();
  const images = product.images;
  const busy = order.isPending || remove.isPending;
  const n = (value: number) => formatNumber(value, language);
  const done = {
    onSuccess: (answer: { message: string }) => notify('success', answer.message),
    onError: (error: unknown) => notify('error', errorMessage(error, t)),
  };

  const move = (from: number, to: number) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    order.mutate({ id: product.id, image_ids: ids }, done);
  };
  const askDelete = (imageId: number, position: number) =>
    confirmAction(t, {
      title: t('adminCatalog.images.deleteTitle', { n: n(position) }),
      body: t('adminCatalog.images.deleteExplain'),
      confirm: t('adminCatalog.actions.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ id: product.id, imageId }, done),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="product-images-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="product-images-title">
            {t('adminCatalog.images.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminCatalog.images.count', { count: n(images.length), max: n(PRODUCT_IMAGES_MAX) })}
          </Text>
        </Group>
        <ProductImageUploader productId={product.id} count={images.length} />
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminCatalog.images.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {images.map((image, index) => {
              const position = index + 1;
              const label = (key: string) => t(`adminCatalog.images.${key}`, { n: n(position) });
              return (
                <Card key={image.id} withBorder padding="xs" component="li">
                  <Card.Section>
                    <Image
                      src={storageUrl(image.thumbnail ?? image.image)}
                      alt={t('adminCatalog.images.alt', { n: n(position), title: product.title })}
                      h={120}
                      fit="contain"
                    />
                  </Card.Section>
                  <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
                    {index === 0 ? (
                      <Badge size="sm" variant="light">
                        {t('adminCatalog.images.cardImage')}
                      </Badge>
                    ) : (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={label('moveFirst')}
                          onClick={() => move(index, 0)}
                          disabled={busy}
                        >
                          <IconArrowBarToLeft size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={label('moveUp')}
                          onClick={() => move(index, index - 1)}
                          disabled={busy}
                        >
                          <IconArrowLeft size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    )}
                    <Group gap={2} wrap="nowrap">
                      {index < images.length - 1 && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={label('moveDown')}
                          onClick={() => move(index, index + 1)}
                          disabled={busy}
                        >
                          <IconArrowRight size={16} aria-hidden />
                        </ActionIcon>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={label('delete')}
                        onClick={() => askDelete(image.id, position)}
                        disabled={busy}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
