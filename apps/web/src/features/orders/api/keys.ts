/** Every cache key of the orders feature, in one factory. */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: (page: number) => [...ordersKeys.all, 'mine', page] as const,
  products: (ids: number[]) => [...ordersKeys.all, 'products', ids] as const,
};
