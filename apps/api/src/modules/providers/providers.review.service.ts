import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  REVIEW_PROMISE_HOURS,
  type AdminApplication,
  type AdminApplicationSummary,
  type Paginated,
  type ProviderKind,
  type ProviderReviewAction,
  type ProviderStatus,
} from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, fieldError, notFound } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { auditEntriesAbout, writeAudit } from '../admin';
import { authTables } from '../auth';
import { enqueueMail } from '../mail';
import { documentsOf } from './providers.documents';
import { bumpProviderListings } from './providers.listing';
import { providerMail } from './providers.mails';
import { KIND_ROLE, type ApplicationRow } from './providers.service';
import { providerApplications } from './providers.tables';

const { users, userRoles } = authTables;

/** What a kind's module gives the kernel: its profile as the provider sees it, for the back office. */
export interface ProviderKindModule {
  kind: ProviderKind;
  profile(db: DbOrTx, application: ApplicationRow, signer: PrivateFileSigner): Promise<Record<string, unknown> | null>;
}

export type ReviewAction = ProviderReviewAction;

/** The life-cycle moves staff make (DESIGN.md 5b), from which status, to which, and whether a reason is needed. */
const MOVES: Record<ReviewAction, { from: ProviderStatus; to: ProviderStatus; reason: boolean }> = {
  approve: { from: 'pending', to: 'approved', reason: false },
  reject: { from: 'pending', to: 'rejected', reason: true },
  suspend: { from: 'approved', to: 'suspended', reason: true },
  reinstate: { from: 'suspended', to: 'approved', reason: false },
};

const HOUR = 3_600_000;

type SummaryRow = ApplicationRow & { userName: string; userEmail: string; userPhone: string | null };

function summaryOf(row: SummaryRow, now = Date.now()): AdminApplicationSummary {
  const waiting =
    row.status === 'pending' && row.submittedAt
      ? Math.floor(((now - row.submittedAt.getTime()) / HOUR) * 10) / 10
      : null;
  return {
    id: row.id,
    kind: row.kind as ProviderKind,
    code: row.code,
    status: row.status as ProviderStatus,
    step_reached: row.stepReached,
    user: { id: row.userId, name: row.userName, email: row.userEmail, phone: row.userPhone },
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reason: row.reason,
    waiting_hours: waiting,
    overdue: waiting !== null && waiting >= REVIEW_PROMISE_HOURS,
  };
}

function summaries(db: DbOrTx) {
  return db
    .select({
      application: providerApplications,
      userName: users.name,
      userEmail: users.email,
      userPhone: users.phone,
    })
    .from(providerApplications)
    .innerJoin(users, eq(users.id, providerApplications.userId));
}

const flatten = (r: {
  application: ApplicationRow;
  userName: string;
  userEmail: string;
  userPhone: string | null;
}) => ({
  ...r.application,
  userName: r.userName,
  userEmail: r.userEmail,
  userPhone: r.userPhone,
});

/**
 * The review queue: by kind and status; pending applications first, the longest waiting (overdue
 * past the 24-hour promise) at the top, then the others, latest change first.
 */
export async function listApplications(
  db: DbOrTx,
  query: { page: number; kind?: ProviderKind; status?: ProviderStatus },
): Promise<Paginated<AdminApplicationSummary>> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const where = and(
    query.kind ? eq(providerApplications.kind, query.kind) : undefined,
    query.status ? eq(providerApplications.status, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(
        sql`(${providerApplications.status} = 'pending') desc`,
        asc(providerApplications.submittedAt),
        desc(providerApplications.updatedAt),
        desc(providerApplications.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(providerApplications).where(where),
  ]);
  const now = Date.now();
  return paginated(
    rows.map((r) => summaryOf(flatten(r), now)),
    query.page,
    perPage,
    total,
  );
}

/** One application with its documents (signed addresses), the kind's profile and its decisions. */
export async function getApplication(
  db: DbOrTx,
  id: number,
  signer: PrivateFileSigner,
  kinds: ProviderKindModule[],
): Promise<AdminApplication> {
  const [row] = await summaries(db).where(eq(providerApplications.id, id));
  if (!row) throw notFound('providers.application_not_found');
  const application = flatten(row);
  const [reviewer] = application.reviewedBy
    ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, application.reviewedBy))
    : [];
  const kind = kinds.find((k) => k.kind === application.kind);
  return {
    ...summaryOf(application),
    reviewed_by: reviewer ?? null,
    documents: await documentsOf(db, id, signer),
    profile: kind ? await kind.profile(db, row.application, signer) : null,
    history: await auditEntriesAbout(db, 'provider_application', id, 20),
  };
}

/**
 * A staff decision on an application, in one transaction with its audit entry and its mail: approve
 * (grants the role; listed), reject with a reason (the applicant can correct and resubmit), suspend
 * with a reason (hidden from listings, no new bookings) and reinstate.
 */
export async function reviewApplication(
  db: Db,
  input: { actorId: number; id: number; action: ReviewAction; reason?: string; appUrl: string },
): Promise<MessageKey> {
  const move = MOVES[input.action];
  if (move.reason && !input.reason) throw fieldError('reason', 'providers.reason_required');
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(providerApplications)
      .where(eq(providerApplications.id, input.id))
      .for('update');
    if (!application) throw notFound('providers.application_not_found');
    if (application.status !== move.from) throw new HttpError(422, `providers.cannot.${input.action}`);
    const reason = move.reason ? input.reason! : application.reason;
    const [updated] = await tx
      .update(providerApplications)
      .set({
        status: move.to,
        reason: input.action === 'approve' || input.action === 'reinstate' ? null : reason,
        reviewedBy: input.actorId,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(providerApplications.id, application.id))
      .returning();
    if (input.action === 'approve') {
      const roleId = KIND_ROLE[application.kind as ProviderKind];
      await tx.insert(userRoles).values({ userId: application.userId, roleId }).onConflictDoNothing();
    }
    await writeAudit(tx, {
      actorId: input.actorId,
      action: `provider_${input.action}` as const,
      subjectType: 'provider_application',
      subjectId: application.id,
      details: {
        kind: application.kind,
        code: application.code,
        from: move.from,
        to: move.to,
        reason: input.reason ?? null,
      },
    });
    await enqueueMail(tx, await providerMail(tx, updated, input.action, move.reason ? reason : null, input.appUrl));
  });
  // Who is listed changed: this process's listing answers follow at once.
  bumpProviderListings();
  return `providers.done.${input.action}`;
}

/** The presence heartbeat (`POST /api/update-user-status`): the user's last sign of life is now. */
export async function touchPresence(db: DbOrTx, userId: number): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ lastSeenAt: users.lastSeenAt });
  return row.lastSeenAt!;
}

/** Open sockets are signs of life too (DESIGN.md section 6): the last sign of life of these users is now. */
export async function touchPresenceOf(db: DbOrTx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(inArray(users.id, userIds));
}
