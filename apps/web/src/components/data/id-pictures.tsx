import { useState } from 'react';
import { Group, Image, UnstyledButton } from '@mantine/core';
import { ImageViewer } from '../ui/image-viewer';

/**
 * A booking's ID pictures (private files behind signed addresses) as small thumbnails; a click opens
 * them full screen. `label(n)` names picture n for screen readers.
 */
export function IdPictures({ images, label }: { images: Array<{ image: string }>; label: (n: number) => string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!images.length) return null;
  return (
    <>
      <Group gap="xs">
        {images.map((picture, i) => (
          <UnstyledButton key={picture.image} onClick={() => setOpen(i)} aria-label={label(i + 1)}>
            <Image src={picture.image} alt="" w={72} h={48} fit="cover" radius="sm" />
          </UnstyledButton>
        ))}
      </Group>
      <ImageViewer
        images={images.map((picture, i) => ({ src: picture.image, alt: label(i + 1) }))}
        openIndex={open}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
