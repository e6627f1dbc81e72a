import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ContentLink as ContentLinkData } from './translated-content';

/** An in-app link taken from the translation files; anything that is not an app path is ignored. */
export function ContentLink({ link }: { link: ContentLinkData }) {
  if (!link.to.startsWith('/') || link.to.startsWith('//')) return null;
  return (
    <Anchor component={Link} to={link.to} fw={600}>
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        {link.label}
        <IconArrowRight size={16} aria-hidden />
      </Group>
    </Anchor>
  );
}
