import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAmbulance } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useFormatters } from '../../../lib/use-formatters';
import { useServiceCharges } from '../api/care-bookings-admin';
import { AdminListPage } from '../../../components/data/admin-list-page';

/** /admin/service-charges: ambulance owners who owe the platform's service charge, with each unpaid booking. */
export function AdminServiceChargesPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { params, update } = useListParams();
  const owners = useServiceCharges(pageParam(params.get('page')));
  return (
    <AdminListPage
      title={t('adminCareBookings.charges.title')}
      intro={t('adminCareBookings.charges.intro')}
      query={owners}
      onPageChange={(p) => update({ page: String(p) })}
      empty={{
        icon: IconAmbulance,
        title: t('adminCareBookings.charges.empty'),
        text: t('adminCareBookings.charges.emptyText'),
      }}
      table={(items) => (
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
    />
  );
}
