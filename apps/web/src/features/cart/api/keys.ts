/** Every cache key of the cart feature, in one factory. */
export const cartKeys = {
  all: ['cart'] as const,
  /** The server's fresh cards of the products in the cart (by the ids asked for). */
  items: (ids: number[]) => [...cartKeys.all, 'items', ids] as const,
  shippingAddress: () => [...cartKeys.all, 'shipping-address'] as const,
  /** The buyer's latest prescriptions, to attach to an order with prescription-only medicines. */
  prescriptions: () => [...cartKeys.all, 'prescriptions'] as const,
};
