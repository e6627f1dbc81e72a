import type { Paginated } from '@nirog/contracts';

/** Page sizes are the server's choice (DESIGN.md section 3). */
export const PAGE_SIZE = { listing: 12, profile: 10, admin: 20 } as const;

export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/** Builds the `{ data, current_page, last_page, per_page, total, from, to }` answer. */
export function paginated<T>(data: T[], page: number, perPage: number, total: number): Paginated<T> {
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + data.length - 1,
  };
}
