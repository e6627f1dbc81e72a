import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { storageUrl } from '../../lib/media';

/**
 * One booking's card in a list (the patient's or a provider's): the booking's heading with the other side's
 * picture, name (a link to their profile when there is one) and a small line under it, the badges on the
 * right, then the card's own facts and actions.
 */
export function BookingCardFrame({
  headingId,
  heading,
  who,
  picture,
  sub,
  badges,
  children,
}: {
  headingId: string;
  heading: string;
  /** `letter`: the picture's stand-in when not the name's first (a doctor's name starts with the title). */
  who: { name: string; avatar: string | null; to?: string; letter?: string };
  /** In place of the round picture with the name's initial (a vehicle's photo). */
  picture?: ReactNode;
  sub: ReactNode;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group wrap="nowrap" gap="sm" align="flex-start" style={{ minWidth: 0 }}>
            {picture ?? (
              <Avatar src={storageUrl(who.avatar)} alt="" radius="xl" color="teal">
                {who.letter ?? who.name.charAt(0)}
              </Avatar>
            )}
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h5" id={headingId}>
                {heading}
              </Title>
              {who.to ? (
                <Anchor component={Link} to={who.to} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {who.name}
                </Anchor>
              ) : (
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {who.name}
                </Text>
              )}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {sub}
              </Text>
            </div>
          </Group>
          {badges}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
