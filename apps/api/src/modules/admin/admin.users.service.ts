import { and, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserDetail, AdminUsersQuery, Paginated } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { authTables, type UserRow } from '../auth';
import { auditEntriesAbout } from './admin.audit.service';

const { users, roles, userRoles, accessTokens } = authTables;

type Role = { id: number; name: string };

/** `%term%` with LIKE's wildcards taken literally. */
function containing(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name, e-mail or phone contains the term; `+8801...` also finds the stored `01...`. */
function searchCondition(term: string): SQL | undefined {
  const phone = term.replace(/[\s-]/g, '').replace(/^\+?88(?=01)/, '');
  return or(
    ilike(users.name, containing(term)),
    ilike(users.email, containing(term)),
    ilike(users.phone, containing(phone || term)),
  );
}

function statusCondition(status: AdminUsersQuery['status']): SQL | undefined {
  switch (status) {
    case 'blocked':
      return isNotNull(users.blockedAt);
    case 'unverified':
      return and(isNull(users.blockedAt), isNull(users.emailVerifiedAt));
    case 'active':
      return and(isNull(users.blockedAt), isNotNull(users.emailVerifiedAt));
    default:
      return undefined;
  }
}

function roleCondition(db: DbOrTx, roleId: number | undefined): SQL | undefined {
  if (roleId === undefined) return undefined;
  return exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId))),
  );
}

async function rolesByUser(db: DbOrTx, userIds: number[]): Promise<Map<number, Role[]>> {
  const map = new Map<number, Role[]>();
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.id);
  for (const { userId, id, name } of rows) {
    const list = map.get(userId) ?? [];
    list.push({ id, name });
    map.set(userId, list);
  }
  return map;
}

function toAdminUser(user: UserRow, userRolesList: Role[]): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: userRolesList,
    email_verified: user.emailVerifiedAt !== null,
    blocked: user.blockedAt !== null,
    blocked_at: user.blockedAt?.toISOString() ?? null,
    block_reason: user.blockedAt ? user.blockReason : null,
    created_at: user.createdAt.toISOString(),
  };
}

/** What every write on a user answers: a message (translated by the route) and the fresh detail. */
export interface UserActionResult {
  messageKey: MessageKey;
  user: AdminUserDetail;
}

export interface UserFilters {
  page: number;
  search?: string;
  role?: number;
  status?: AdminUsersQuery['status'];
}

/** Users matching the filters, newest first. */
export async function listUsers(db: DbOrTx, filters: UserFilters): Promise<Paginated<AdminUser>> {
  const where = and(
    filters.search ? searchCondition(filters.search) : undefined,
    roleCondition(db, filters.role),
    statusCondition(filters.status),
  );
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(filters.page, perPage);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const byUser = await rolesByUser(
    db,
    rows.map((u) => u.id),
  );
  return paginated(
    rows.map((u) => toAdminUser(u, byUser.get(u.id) ?? [])),
    filters.page,
    perPage,
    total,
  );
}

/** One user with referral, sessions and recent audit entries; 404 when unknown. */
export async function getUserDetail(db: DbOrTx, userId: number): Promise<AdminUserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('admin.user_not_found');
  const [byUser, parentRows, [{ sessions }], audit] = await Promise.all([
    rolesByUser(db, [user.id]),
    user.parentId === null
      ? Promise.resolve([])
      : db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, user.parentId)),
    db.select({ sessions: count() }).from(accessTokens).where(eq(accessTokens.userId, user.id)),
    auditEntriesAbout(db, 'user', user.id),
  ]);
  return {
    ...toAdminUser(user, byUser.get(user.id) ?? []),
    avatar: user.avatar,
    referral_code: user.referralCode,
    parent: parentRows[0] ?? null,
    last_seen_at: user.lastSeenAt?.toISOString() ?? null,
    active_sessions: sessions,
    audit_entries: audit,
  };
}
