import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { storageUrl } from '../../../lib/media';

/** A speciality or a hospital: its logo, name and a line about it; the whole name links to its doctors. */
export function DirectoryCard({
  to,
  name,
  logo,
  text,
}: {
  to: string;
  name: string;
  logo: string | null;
  text?: string;
}) {
  return (
    <Card withBorder radius="lg" padding="md" h="100%" component="article">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={storageUrl(logo)} alt="" radius="md" size={56} color="teal">
          {Array.from(name)[0]}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={700}>
            {name}
          </Anchor>
          {text && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {text}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
