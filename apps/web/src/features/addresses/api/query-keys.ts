/** Every cache key of the addresses feature, in one factory. */
export const addressKeys = {
  all: ['addresses'] as const,
  /** The address belongs to the logged-in user: the key carries the user's id. */
  withDistricts: (userId: number | null) => [...addressKeys.all, 'with-districts', userId] as const,
};
