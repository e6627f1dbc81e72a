import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { useShopSuggestions } from '../api/get-shop-suggestions';

/**
 * A search that found nothing: "Did you mean" links to names spelled like the keyword (they search
 * again) and a link to send a medicine request with the keyword filled in.
 */
export function NoResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const suggestions = useShopSuggestions(keyword);
  const names = suggestions.data?.data ?? [];
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text size="lg" fw={600} role="status">
        {t('shop.noResults.title', { keyword })}
      </Text>
      {names.length > 0 && (
        <nav aria-label={t('shop.noResults.didYouMean')}>
          <Group gap="xs" justify="center">
            <Text component="span" c="dimmed">
              {t('shop.noResults.didYouMean')}
            </Text>
            {names.map((name) => (
              <Anchor
                key={name}
                component={Link}
                to={`${paths.shop}?keyword=${encodeURIComponent(name)}`}
                c="teal.8"
                fw={600}
                underline="always"
              >
                {name}
              </Anchor>
            ))}
          </Group>
        </nav>
      )}
      <Text c="dimmed" size="sm" maw={420}>
        {t('shop.noResults.requestHint')}
      </Text>
      <Button
        component={Link}
        to={`${paths.profile.medicineRequest}?name=${encodeURIComponent(keyword)}`}
        variant="light"
        radius="xl"
        leftSection={<IconPill size={16} aria-hidden="true" />}
      >
        {t('shop.noResults.request', { keyword })}
      </Button>
    </Stack>
  );
}
