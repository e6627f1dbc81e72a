import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { storageUrl } from '../../lib/media';
import { StarRating } from './star-rating';
import { OnlineStatus } from './online-status';

/** Initials of a name for an avatar without a picture ("Dr. Farhana Akter" → "FA"). */
function initials(name: string): string {
  const words = name
    .replace(/^(prof\.|assoc\.|asst\.|dr\.|\s)+/gi, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join('')
    .toUpperCase();
}

export interface ProviderCardProps {
  /** The profile page. */
  to: string;
  name: string;
  /** Shown before the name ("Dr."). */
  title?: string;
  image: string | null;
  /** A vehicle's photo is wide; a person's avatar is round. */
  imageShape?: 'round' | 'wide';
  online?: 'online' | 'offline';
  /** Degrees, specialities, place ...: each a short line. */
  lines: ReactNode[];
  badges?: string[];
  rating: { average: number | null; count: number };
  /** The fee line ("Tk 500"), already formatted. */
  fee?: ReactNode;
  /** The button's text ("View profile", "Appointment"...). */
  action: string;
}

/**
 * The card of a doctor, nurse or ambulance in a listing or a home carousel: picture, name (the link to the
 * profile), online status, a few facts, the star average with its review count, the fee and a button.
 */
export function ProviderCard({
  to,
  name,
  title,
  image,
  imageShape = 'round',
  online,
  lines,
  badges = [],
  rating,
  fee,
  action,
}: ProviderCardProps) {
  const fullName = title ? `${title} ${name}` : name;
  return (
    <Card withBorder radius="lg" padding="md" h="100%" component="article" aria-label={fullName}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="md">
          {imageShape === 'wide' ? (
            <Avatar src={storageUrl(image)} alt="" radius="md" w={96} h={72} color="teal">
              {initials(name)}
            </Avatar>
          ) : (
            <Avatar src={storageUrl(image)} alt="" radius="xl" size={72} color="teal">
              {initials(name)}
            </Avatar>
          )}
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={to} fw={700} c="inherit" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {fullName}
            </Anchor>
            {online && <OnlineStatus status={online} />}
            <StarRating average={rating.average} count={rating.count} size={14} />
          </Stack>
        </Group>
        {lines.filter(Boolean).map((line, i) => (
          <Text key={i} size="sm" c="dimmed" lineClamp={2}>
            {line}
          </Text>
        ))}
        {badges.length > 0 && (
          <Group gap={4}>
            {badges.map((b) => (
              <Badge key={b} variant="light" color="teal" size="sm" style={{ textTransform: 'none' }}>
                {b}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" mt="auto" gap="xs" wrap="nowrap">
          <Text fw={700} c="teal.9">
            {fee}
          </Text>
          <Button component={Link} to={to} size="xs" variant="light" aria-label={`${action}: ${fullName}`}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
