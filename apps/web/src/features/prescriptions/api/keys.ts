/** Every cache key of the prescriptions feature, in one factory. */
export const prescriptionsKeys = {
  all: ['prescriptions'] as const,
  lists: () => [...prescriptionsKeys.all, 'mine'] as const,
  mine: (page: number) => [...prescriptionsKeys.lists(), page] as const,
  shippingAddress: () => [...prescriptionsKeys.all, 'shipping-address'] as const,
};
