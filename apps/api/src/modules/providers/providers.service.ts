import { and, eq, sql } from 'drizzle-orm';
import {
  JOIN_STEPS,
  ROLE,
  type JoinFinalResponse,
  type Language,
  type MyApplication,
  type ProviderKind,
  type ProviderStatus,
  type RoleId,
} from '@nirog/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { translate, type MessageKey } from '../../lib/i18n';
import { authTables, loadAuthUser } from '../auth';
import { enqueueMail } from '../mail';
import { providerMail } from './providers.mails';
import { providerApplications } from './providers.tables';

export type ApplicationRow = typeof providerApplications.$inferSelect;

/** The role an approved application grants (DESIGN.md section 4). */
export const KIND_ROLE: Record<ProviderKind, RoleId> = {
  doctor: ROLE.Doctor,
  nurse: ROLE.Nurse,
  ambulance: ROLE.Ambulance,
};

export const kindLabel = (lang: Language, kind: ProviderKind) => translate(lang, `providers.kind.${kind}`);

/** Once submitted, the wizard answers "already applied" (a rejected applicant may correct and resubmit). */
const WIZARD_OPEN: readonly ProviderStatus[] = ['draft', 'rejected'];

export async function findApplication(db: DbOrTx, userId: number, kind: ProviderKind): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(providerApplications)
    .where(and(eq(providerApplications.userId, userId), eq(providerApplications.kind, kind)));
  return row ?? null;
}

/** Every application of a user (one per kind), for the header's link to them. */
export async function applicationsOf(db: DbOrTx, userId: number): Promise<MyApplication[]> {
  const rows = await db
    .select()
    .from(providerApplications)
    .where(eq(providerApplications.userId, userId))
    .orderBy(providerApplications.id);
  return rows.map((row) => ({
    kind: row.kind as ProviderKind,
    code: row.code,
    status: row.status as ProviderStatus,
    step_reached: row.stepReached,
    reason: applicationFields(row).reason,
  }));
}

/**
 * The signed-in user's application of this kind, for the provider's own dashboard calls: a user who
 * never applied as this kind gets 403 (the web shows "Unauthorized" and goes home).
 */
export async function requireApplication(db: DbOrTx, userId: number, kind: ProviderKind): Promise<ApplicationRow> {
  const application = await findApplication(db, userId, kind);
  if (!application) throw new HttpError(403, 'providers.not_provider');
  return application;
}

interface StepReply {
  icon: 'success' | 'warning' | 'info';
  key: MessageKey;
}

/**
 * The join-step rules of spec 3 section 4, for every kind: once submitted, every step answers the
 * "already applied" icon; a step whose earlier steps are not done answers the warning "Please flow
 * step by step" (back to step 1). Null: the step may run.
 */
function gate(application: ApplicationRow | null, step: number): StepReply | null {
  if (application && !WIZARD_OPEN.includes(application.status as ProviderStatus)) {
    return { icon: 'info', key: 'providers.already_applied' };
  }
  if (step > 1 && (!application || application.stepReached < step - 1)) {
    return { icon: 'warning', key: 'providers.flow_step_by_step' };
  }
  return null;
}

export interface JoinStepInput {
  userId: number;
  kind: ProviderKind;
  step: number;
  lang: Language;
  appUrl: string;
}

const reply = (lang: Language, kind: ProviderKind, r: StepReply): JoinFinalResponse => ({
  icon: r.icon,
  message: translate(lang, r.key, { kind: kindLabel(lang, kind) }),
});

/**
 * Checks the step rules before the request's files are read: the reply when the step may not run,
 * else null. `runJoinStep` checks again under a lock.
 */
export async function joinStepRefusal(db: DbOrTx, input: JoinStepInput): Promise<JoinFinalResponse | null> {
  const refused = gate(await findApplication(db, input.userId, input.kind), input.step);
  return refused ? reply(input.lang, input.kind, refused) : null;
}

/**
 * Runs one join step of any kind in one transaction: the step rules, the draft application created
 * at step 1, the kind's own writes (`work`, given the application id), the step reached, and on the
 * last step the submission (pending, mailed "We will review your profile within 24 hours") and the
 * stored user in the answer. `onRefused` runs when the step was refused (to remove files written).
 */
export async function runJoinStep(
  db: Db,
  input: JoinStepInput,
  work: (tx: Tx, applicationId: number) => Promise<void>,
): Promise<JoinFinalResponse> {
  const { userId, kind, step, lang } = input;
  const last = step === JOIN_STEPS[kind];
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(providerApplications)
      .where(and(eq(providerApplications.userId, userId), eq(providerApplications.kind, kind)))
      .for('update');
    const refused = gate(locked ?? null, step);
    if (refused) return { refused };
    let application = locked;
    if (!application) {
      [application] = await tx.insert(providerApplications).values({ userId, kind }).onConflictDoNothing().returning();
      // Two first steps at once: the other one created it.
      if (!application) throw new HttpError(409, 'providers.something_wrong');
    }
    await work(tx, application.id);
    const [updated] = await tx
      .update(providerApplications)
      .set({
        stepReached: sql`greatest(${providerApplications.stepReached}, ${step})`,
        updatedAt: new Date(),
        ...(last ? { status: 'pending', submittedAt: new Date(), reviewedAt: null, reviewedBy: null } : {}),
      })
      .where(eq(providerApplications.id, application.id))
      .returning();
    if (last) await enqueueMail(tx, await providerMail(tx, updated, 'submitted', null, input.appUrl, lang));
    return { refused: null };
  });
  if (outcome.refused) return reply(lang, kind, outcome.refused);
  if (!last) return reply(lang, kind, { icon: 'success', key: 'providers.step_saved' });
  const user = await loadAuthUser(db, userId);
  return {
    icon: 'success',
    message: translate(lang, 'providers.joined', { kind: kindLabel(lang, kind) }),
    ...(user ? { user } : {}),
  };
}

/** Reviews of completed bookings as the listings show them. */
export function ratingOf(application: Pick<ApplicationRow, 'ratingSum' | 'ratingCount'>) {
  return {
    reviews_count: application.ratingCount,
    reviews_avg_rating: application.ratingCount
      ? Math.round((application.ratingSum / application.ratingCount) * 10) / 10
      : null,
  };
}

/** The application fields every kind's profile carries. */
export function applicationFields(application: ApplicationRow) {
  return {
    id: application.id,
    status: application.status as ProviderStatus,
    reason: application.status === 'rejected' || application.status === 'suspended' ? application.reason : null,
    ...ratingOf(application),
  };
}

/** What every kind's profile starts with: the application's state and rating, the owner's name and avatar. */
export async function profileHead(db: DbOrTx, application: ApplicationRow) {
  const [user] = await db
    .select({ name: authTables.users.name, avatar: authTables.users.avatar })
    .from(authTables.users)
    .where(eq(authTables.users.id, application.userId));
  return { ...applicationFields(application), name: user.name, avatar: user.avatar };
}
