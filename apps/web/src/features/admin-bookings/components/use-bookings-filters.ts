import { useMemo } from 'react';
import { BOOKING_KINDS, BOOKING_STATUSES, PAYMENT_STATUSES, type AdminBookingsQuery } from '@nirog/contracts';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

export type BookingsFilterKey = 'kind' | 'status' | 'payment_status' | 'date' | 'provider' | 'patient' | 'refund_due';

/**
 * The bookings list filters live in the address (`?kind=&status=&payment_status=&date=&provider=&patient=
 * &refund_due=1&page=`), so Back and a shared link restore them. Changing a filter goes back to page 1.
 */
export function useBookingsFilters() {
  const { params, update } = useListParams();
  const filters = useMemo<AdminBookingsQuery>(() => {
    const date = params.get('date') ?? '';
    return {
      page: pageParam(params.get('page')),
      kind: oneOf(BOOKING_KINDS, params.get('kind')),
      status: oneOf(BOOKING_STATUSES, params.get('status')),
      payment_status: oneOf(PAYMENT_STATUSES, params.get('payment_status')),
      date: DAY.test(date) ? date : undefined,
      provider: params.get('provider')?.trim() || undefined,
      patient: params.get('patient')?.trim() || undefined,
      refund_due: params.get('refund_due') === '1' ? '1' : undefined,
    };
  }, [params]);
  return { filters, update: update as (changes: Partial<Record<BookingsFilterKey | 'page', string>>) => void };
}
