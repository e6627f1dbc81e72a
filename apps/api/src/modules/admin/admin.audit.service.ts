import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditSubject, Paginated } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { authTables } from '../auth';
import { auditLog } from './admin.tables';

export interface AuditRecord {
  /** The staff member who acted; null for system actions. */
  actorId: number | null;
  /** One of the contracts' `AUDIT_ACTIONS` (the back office labels each). */
  action: AuditAction;
  /** What was acted on: one of the contracts' `AUDIT_SUBJECTS` (`user`, `product` ...). */
  subjectType: AuditSubject;
  subjectId: number | null;
  details?: Record<string, unknown>;
}

/** Records a staff action. Pass the action's own transaction so both commit or neither does. */
export async function writeAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    details: record.details ?? {},
  });
}

const entryColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorName: authTables.users.name,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  details: auditLog.details,
  createdAt: auditLog.createdAt,
};

type EntryRow = {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  details: Record<string, unknown>;
  createdAt: Date;
};

function toEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    details: row.details ?? {},
    created_at: row.createdAt.toISOString(),
  };
}

function entriesQuery(db: DbOrTx) {
  return db.select(entryColumns).from(auditLog).leftJoin(authTables.users, eq(authTables.users.id, auditLog.actorId));
}

/** The whole log, newest first. */
export async function listAuditLog(db: DbOrTx, page: number): Promise<Paginated<AuditEntry>> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, [{ total }]] = await Promise.all([
    entriesQuery(db).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(auditLog),
  ]);
  return paginated(rows.map(toEntry), page, perPage, total);
}

/** The latest entries about one record. */
export async function auditEntriesAbout(
  db: DbOrTx,
  subjectType: string,
  subjectId: number,
  limit = 10,
): Promise<AuditEntry[]> {
  const rows = await entriesQuery(db)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}
