/** Every cache key of the medicine requests feature, in one factory. */
export const medicineRequestsKeys = {
  all: ['medicine-requests'] as const,
  lists: () => [...medicineRequestsKeys.all, 'mine'] as const,
  mine: (page: number) => [...medicineRequestsKeys.lists(), page] as const,
};
