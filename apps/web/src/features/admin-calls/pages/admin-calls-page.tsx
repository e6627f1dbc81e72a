import { Button, EmptyState, Group, NumberInput, Select, Stack } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CALL_STATUSES, type CallStatus } from '@nirog/contracts';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminCalls } from '../api/get-admin-calls';
import { CallsList } from '../components/calls-list';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';

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
    <Stack gap="md">
      <AdminPageHeading
        title={t('adminCalls.title')}
        intro={t('adminCalls.intro')}
        busy={calls.isFetching && !calls.isPending}
      />

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

      {calls.isPending ? (
        <ListSkeleton />
      ) : calls.isError ? (
        <QueryError error={calls.error} onRetry={() => void calls.refetch()} />
      ) : calls.data.data.length === 0 ? (
        <EmptyState
          icon={<IconPhoneCall aria-hidden />}
          title={t('adminCalls.empty')}
          description={filtered ? t('adminCalls.emptyFilteredHint') : t('adminCalls.emptyHint')}
        >
          {filtered && (
            <EmptyState.Actions>
              <Button variant="light" onClick={() => update({ status: undefined, booking_id: undefined })}>
                {t('adminCalls.showAll')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      ) : (
        <>
          <CallsList calls={calls.data.data} />
          <ListPagination page={calls.data} onChange={goTo} />
        </>
      )}
    </Stack>
  );
}
