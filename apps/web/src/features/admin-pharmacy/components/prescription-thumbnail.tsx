import { Avatar } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';

/** The first image of a prescription, small; an icon when there is none. */
export function PrescriptionThumbnail({ src, size = 48 }: { src: string | null; size?: number }) {
  return (
    <Avatar src={src} alt="" radius="sm" size={size} color="teal" variant="light">
      <IconFileDescription size={size / 2} aria-hidden />
    </Avatar>
  );
}
