import { useMemo } from 'react';
import { ORDER_STATUSES, PAYMENT_STATUSES, type AdminOrdersQuery } from '@nirog/contracts';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/**
 * The orders list filters live in the address (`?status=&payment_status=&from=&to=&customer=&page=`),
 * so Back and a shared link restore them. Changing a filter goes back to page 1.
 */
export function useOrdersFilters() {
  const { params, update } = useListParams();
  const filters = useMemo<AdminOrdersQuery>(() => {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return {
      page: pageParam(params.get('page')),
      status: oneOf(ORDER_STATUSES, params.get('status')),
      payment_status: oneOf(PAYMENT_STATUSES, params.get('payment_status')),
      from: DAY.test(from) ? from : undefined,
      to: DAY.test(to) ? to : undefined,
      customer: params.get('customer')?.trim() || undefined,
    };
  }, [params]);
  return { filters, update };
}
