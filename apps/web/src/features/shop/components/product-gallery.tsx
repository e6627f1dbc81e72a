import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Product } from '@nirog/contracts';
import { storageUrl } from '../../../lib/media';
import { PackPlaceholder, packFormOf } from './pack-placeholder';
import classes from './shop.module.css';

/** Product image zoom on hover (spec 1 section 9). */
export const ZOOM_SCALE = 1.5;

/** The main image with 150% hover zoom that follows the pointer, and thumbnails to switch images. */
export function ProductGallery({ product, title }: { product: Product; title: string }) {
  const { t } = useTranslation();
  const images = product.images.length > 0 ? product.images : product.image ? [{ id: 0, ...product.image }] : [];
  const [active, setActive] = useState(0);
  const [origin, setOrigin] = useState('50% 50%');
  const current = images[Math.min(active, images.length - 1)];

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    const x = ((e.clientX - rect.left) / rect.width) * 100;
    const y = ((e.clientY - rect.top) / rect.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  if (!current) {
    return (
      <div className={`${classes.zoom} ${classes.zoomBox}`}>
        <PackPlaceholder
          form={packFormOf(product.medicinetype?.title)}
          brand={product.title}
          seed={product.slug}
          className={classes.packPlaceholder}
        />
      </div>
    );
  }
  return (
    <Stack gap="sm">
      <div className={classes.zoom} onMouseMove={onMove} onMouseLeave={() => setOrigin('50% 50%')}>
        <img
          src={storageUrl(current.image)}
          alt={title}
          className={classes.zoomImage}
          style={{ transformOrigin: origin }}
          data-zoom={ZOOM_SCALE}
        />
      </div>
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('shop.product.images')}>
          {images.map((img, i) => (
            <UnstyledButton
              key={img.id}
              className={classes.thumb}
              aria-pressed={i === active}
              aria-label={t('shop.product.showImage', { n: i + 1 })}
              onClick={() => setActive(i)}
            >
              <Image src={storageUrl(img.thumbnail ?? img.image)} alt="" w={64} h={64} fit="contain" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
