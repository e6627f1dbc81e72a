/** The constraint of a unique violation (PostgreSQL 23505), looking through the driver's wrappers; null otherwise. */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23505') return e.constraint ?? /constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
    current = e.cause;
  }
  return null;
}

/**
 * True when `err` is a unique violation; with `constraint`, only a violation of that index. Services
 * check uniqueness first and use this for the rare race between the check and the write.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const name = uniqueViolation(err);
  return name !== null && (constraint === undefined || name === constraint);
}
