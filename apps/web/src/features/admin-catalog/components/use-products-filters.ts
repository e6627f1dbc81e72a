import { useMemo } from 'react';
import { ADMIN_PRODUCT_STATUSES, type AdminProductsQuery } from '@nirog/contracts';
import { pageParam, useListParams } from '../../../lib/use-list-params';

/** The products list filters live in the address (`?search=&category=&status=&page=`). */
export function useProductsFilters() {
  const { params, update } = useListParams();
  const filters = useMemo<AdminProductsQuery>(() => {
    const category = Number(params.get('category'));
    const status = params.get('status') ?? '';
    return {
      page: pageParam(params.get('page')),
      search: params.get('search')?.trim() || undefined,
      category: Number.isInteger(category) && category > 0 ? category : undefined,
      status: (ADMIN_PRODUCT_STATUSES as readonly string[]).includes(status)
        ? (status as AdminProductsQuery['status'])
        : undefined,
    };
  }, [params]);
  return { filters, update };
}
