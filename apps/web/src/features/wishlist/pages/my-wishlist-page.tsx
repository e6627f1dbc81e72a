import { useEffect } from 'react';
import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconPhoto, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { EmptyState } from '../../../components/data/empty-state';
import { formatMoney } from '../../../lib/format';
import { storageUrl } from '../../../lib/media';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { refreshWishlist, removeFromWishlist, useWishlistStore, type WishlistItem } from '../../../stores/wishlist';
import { RemoveButton } from '../../../components/ui/remove-button';

function WishlistLine({ item }: { item: WishlistItem }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const to = paths.product(item.slug);
  const src = storageUrl(item.image);
  const title = item.title;

  const addToCart = () => {
    useCartStore.getState().add(item);
    notify('success', t('wishlist.addedToCart'));
  };
  const remove = async () => {
    try {
      if (await removeFromWishlist(item.id)) notify('success', t('wishlist.removed'));
      else notify('error', t('wishlist.somethingWrong'));
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('wishlist.somethingWrong'));
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={title}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Link to={to} tabIndex={-1} aria-hidden="true" style={{ flexShrink: 0 }}>
          {src ? (
            <Image src={src} alt="" w={64} h={64} fit="contain" radius="sm" loading="lazy" />
          ) : (
            <Paper w={64} h={64} radius="sm" bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
              <IconPhoto size={24} color="var(--mantine-color-gray-5)" aria-hidden="true" />
            </Paper>
          )}
        </Link>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={600} lineClamp={2} c="inherit">
            {title}
          </Anchor>
          <Group gap={6}>
            <Text fw={700} c="teal.8">
              {formatMoney(item.final_price, language)}
            </Text>
            {item.price > item.final_price && (
              <Text component="s" size="sm" c="dimmed">
                {formatMoney(item.price, language)}
              </Text>
            )}
          </Group>
          <Button
            size="xs"
            radius="xl"
            w="fit-content"
            leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
            aria-label={t('wishlist.addToCartNamed', { title })}
            onClick={addToCart}
          >
            {t('wishlist.addToCart')}
          </Button>
        </Stack>
        <RemoveButton label={t('wishlist.removeNamed', { title })} onClick={() => void remove()} />
      </Group>
    </Paper>
  );
}

/**
 * /profile/my-wishlist: the account's saved products (read again from the server on each visit, another device may
 * have changed them), with add-to-cart and remove.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('wishlist.title'));
  const items = useWishlistStore((s) => s.items);
  useEffect(() => {
    const controller = new AbortController();
    // Quiet on failure: the list kept on the device stays shown.
    refreshWishlist(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('wishlist.title')}
      </Title>
      {items.length === 0 ? (
        <EmptyState
          icon={<IconHeart size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
          title={t('wishlist.empty.title')}
          text={t('wishlist.empty.text')}
          action={
            <Button component={Link} to={paths.shop}>
              {t('wishlist.empty.action')}
            </Button>
          }
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('wishlist.title')}>
          {items.map((item) => (
            <WishlistLine key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
