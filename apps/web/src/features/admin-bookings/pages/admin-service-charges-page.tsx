import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAmbulance } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useFormatters } from '../../../lib/use-formatters';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServiceCharges } from '../api/care-bookings-admin';

/** /admin/service-charges: ambulance owners who owe the platform's service charge, with each unpaid booking. */
export function AdminServiceChargesPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  usePageTitle(t('adminCareBookings.charges.title'));
  const { params, update } = useListParams();
  const owners = useServiceCharges(pageParam(params.get('page')));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('adminCareBookings.charges.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminCareBookings.charges.intro')}
        </Text>
      </div>
      <PagedQueryView
        query={owners}
        skeletonRows={4}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={<IconAmbulance size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={t('adminCareBookings.charges.empty')}
            text={t('adminCareBookings.charges.emptyText')}
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((owner) => (
              <Paper key={owner.ambulance_id} withBorder radius="md" p="md" component="section">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <div>
                    <Title order={2} size="h5">
                      {owner.owner_name} · {owner.ambulance_code}
                    </Title>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('adminCareBookings.charges.contact', {
                        driver: owner.driver_name,
                        phone: f.digits(owner.contact_phone),
                        email: owner.email,
                      })}
                    </Text>
                  </div>
                  <Text fw={700}>{t('adminCareBookings.charges.due', { amount: f.money(owner.total_due) })}</Text>
                </Group>
                <Stack gap={4} mt="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
                  {owner.bookings.map((b) => (
                    <Text component="li" size="sm" key={b.id}>
                      <Anchor component={Link} to={`/admin/bookings/${b.id}`}>
                        {t('adminCareBookings.charges.booking', { id: f.digits(b.id) })}
                      </Anchor>
                      {' · '}
                      {f.money(b.amount)}
                      {b.completed_at ? ` · ${f.date(b.completed_at)}` : ''}
                      {b.fare !== null ? ` · ${t('adminCareBookings.charges.fare', { fare: f.money(b.fare) })}` : ''}
                    </Text>
                  ))}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </Stack>
  );
}
