import { Avatar, Stack, Text } from '@mantine/core';
import { storageUrl } from '../../../lib/media';

/** One party of a call: the avatar (initials without a picture) and the name. */
export function PartyAvatar({ name, avatar, size = 96 }: { name: string; avatar: string | null; size?: number }) {
  return (
    <Stack align="center" gap="xs">
      <Avatar src={storageUrl(avatar)} alt="" name={name} color="initials" size={size} radius="50%" />
      <Text fw={600} c="white" ta="center" lineClamp={2}>
        {name}
      </Text>
    </Stack>
  );
}
