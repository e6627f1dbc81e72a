/**
 * What of an error may be logged (or stored as a job's failure): its type, code and message, never the SQL
 * parameters or query a database error carries. Drizzle wraps a failed query in an error whose message is
 * "Failed query: <sql> params: <values>" (a registration's values include the new password hash), so for
 * such a wrapper the driver's own error (its `cause`: PostgreSQL's code and message) is told instead.
 */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string;
};

interface ErrorLike {
  name?: string;
  message?: string;
  code?: unknown;
  statusCode?: unknown;
  stack?: string;
  cause?: unknown;
}

/** Drizzle's wrapper (the driver's errors may carry `query` and `params` too, but their message is safe). */
const isQueryWrapper = (e: ErrorLike) =>
  e.constructor?.name === 'DrizzleQueryError' || /^Failed query:/.test(e.message ?? '');

/** The error to tell: the first in the `cause` chain that is not a query wrapper. */
function tellable(err: unknown): ErrorLike | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorLike;
    if (!isQueryWrapper(e)) return e;
    current = e.cause;
  }
  return null;
}

/** The stack's frames without its first line (which repeats the message, parameters included). */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');

export function loggedError(err: unknown): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const outer = err as ErrorLike;
  const told = tellable(err);
  const type = outer.name ?? outer.constructor?.name ?? 'Error';
  const message = told?.message ?? 'database query failed';
  const code = typeof told?.code === 'string' ? told.code : typeof outer.code === 'string' ? outer.code : undefined;
  const status = typeof outer.statusCode === 'number' ? outer.statusCode : undefined;
  return {
    type,
    message,
    ...(code ? { code } : {}),
    ...(status ? { statusCode: status } : {}),
    stack: outer.stack ? `${type}: ${message}\n${framesOf(outer.stack)}` : '',
  };
}

/** The message of `loggedError`, for a log field or a stored failure that takes a string. */
export const loggedMessage = (err: unknown): string => loggedError(err).message;
