import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPinPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useNavigate, useSearchParams } from 'react-router';
import type { UpdateShippingAddressResponse } from '@nirog/contracts';
import { QueryError } from '../../../components/data/query-error';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session';
import { useShippingAddressWithDistricts } from '../api/get-shipping-address-with-districts';
import { ShippingAddressForm } from '../components/shipping-address-form';
import { ShippingAddressView } from '../components/shipping-address-view';

/** Where `?_reb=` sends the user after a save (spec 1 "Profile area"). */
const RETURN_TO: Record<string, string> = {
  checkout: paths.checkout,
  upload_prescription: paths.profile.uploadPrescription,
};

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} h={52} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * /profile/my-shipping-address: the saved address with an Edit button, or the form when there is none
 * (or when the user came to edit it from checkout or the prescription upload, which it returns to).
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('addresses.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = RETURN_TO[params.get('_reb') ?? ''];
  const user = useSessionStore((s) => s.user);
  const query = useShippingAddressWithDistricts();
  const [editing, setEditing] = useState(Boolean(returnTo));

  const onSaved = (answer: UpdateShippingAddressResponse) => {
    notify('success', answer.message);
    if (returnTo) void navigate(returnTo);
    else setEditing(false);
  };

  const address = query.data?.shipping_address ?? null;
  const showForm = query.data && (editing || !address);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h3">
          {t('addresses.title')}
        </Title>
        {query.data && address && !editing && (
          <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('addresses.edit')}
          </Button>
        )}
      </Group>
      {query.isPending && <FormSkeleton />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && !address && (
        <Alert icon={<IconMapPinPlus aria-hidden />} color="blue" mb="md" role="status">
          <Text size="sm">{t('addresses.empty')}</Text>
        </Alert>
      )}
      {query.data && address && !editing && <ShippingAddressView address={address} />}
      {showForm && (
        <ShippingAddressForm
          key={address?.id ?? 'new'}
          address={address}
          districts={query.data.district_lists}
          fallbackName={user?.name ?? ''}
          fallbackPhone={user?.phone ?? ''}
          onSaved={onSaved}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      )}
    </Card>
  );
}
