import { Group, NumberInput, Select } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { CALL_STATUSES, type CallStatus } from '@nirog/contracts';
import { AdminListPage } from '../../../components/data/admin-list-page';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminCalls } from '../api/get-admin-calls';
import { CallsList } from '../components/calls-list';

const isStatus = (value: string | null): value is CallStatus => CALL_STATUSES.includes(value as CallStatus);
const bookingParam = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/**
 * /admin/calls (Admin): every call a doctor made to a patient, with its booking, whether it was answered,
 * and how long it lasted; narrowed by status or booking.
 */
export function AdminCallsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const bookingId = bookingParam(params.get('booking_id'));
  const calls = useAdminCalls({ page, status, booking_id: bookingId });
  const filtered = Boolean(status || bookingId || page > 1);

  const goTo = (next: number) => {
    update({ page: next > 1 ? String(next) : undefined });
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminListPage
      title={t('adminCalls.title')}
      intro={t('adminCalls.intro')}
      filters={
        <Group align="flex-end" gap="sm">
          <Select
            label={t('adminCalls.filter')}
            placeholder={t('adminCalls.allStatuses')}
            data={CALL_STATUSES.map((s) => ({ value: s, label: t(`adminCalls.status.${s}`) }))}
            value={status ?? null}
            onChange={(value) => update({ status: value ?? undefined })}
            clearable
            allowDeselect
            w={220}
          />
          <NumberInput
            label={t('adminCalls.booking')}
            value={bookingId ?? ''}
            onChange={(value) =>
              update({ booking_id: typeof value === 'number' && value > 0 ? String(value) : undefined })
            }
            min={1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={160}
          />
        </Group>
      }
      query={calls}
      onPageChange={goTo}
      empty={{
        icon: IconPhoneCall,
        title: t('adminCalls.empty'),
        text: filtered ? t('adminCalls.emptyFilteredHint') : t('adminCalls.emptyHint'),
        action: filtered
          ? { label: t('adminCalls.showAll'), onClick: () => update({ status: undefined, booking_id: undefined }) }
          : undefined,
      }}
      table={(rows) => <CallsList calls={rows} />}
    />
  );
}
