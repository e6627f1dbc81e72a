import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AdminSettingsBodySchema,
  type AdminSettingsResponse,
  type PublicSettings,
  type SettingsPatch,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { isMessageKey, type MessageKey } from '../../lib/i18n';
import { toPoisha } from '../../lib/money';
import { writeAudit } from '../admin';
import { authTables } from '../auth';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  fromStored,
  isSettingKey,
  toStored,
  type SettingKey,
} from './content.settings';
import { settings } from './content.tables';

/** A percent service charge is at most this share of the fare. */
const SERVICE_CHARGE_PERCENT_MAX = 50;

/** The effective settings: defaults overlaid with what staff have stored. Money in taka. */
export async function getSettings(db: DbOrTx): Promise<PublicSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, SETTING_KEYS));
  const result: Record<string, unknown> = { ...SETTING_DEFAULTS };
  for (const row of rows) if (isSettingKey(row.key)) result[row.key] = fromStored(row.key, row.value);
  return result as PublicSettings;
}

/** Shipping fees in poisha, for the cart and checkout. */
export async function getShippingFees(db: DbOrTx): Promise<{ insideDhakaPoisha: number; outsideDhakaPoisha: number }> {
  const current = await getSettings(db);
  return {
    insideDhakaPoisha: toPoisha(current.shipping_fee_inside_dhaka),
    outsideDhakaPoisha: toPoisha(current.shipping_fee_outside_dhaka),
  };
}

/** The settings plus when and by whom they were last changed (back office). */
export async function getSettingsForAdmin(db: DbOrTx): Promise<AdminSettingsResponse> {
  const [current, [last]] = await Promise.all([
    getSettings(db),
    db
      .select({ updatedAt: settings.updatedAt, userId: authTables.users.id, userName: authTables.users.name })
      .from(settings)
      .leftJoin(authTables.users, eq(authTables.users.id, settings.updatedBy))
      .orderBy(desc(settings.updatedAt))
      .limit(1),
  ]);
  return {
    settings: current,
    updated_at: last ? last.updatedAt.toISOString() : null,
    updated_by: last?.userId != null && last.userName != null ? { id: last.userId, name: last.userName } : null,
  };
}

/**
 * Stores the changed keys (validated by AdminSettingsBodySchema) and writes one audit entry with
 * the old and new values, in one transaction. Unchanged values are not rewritten.
 */
export async function updateSettings(db: DbOrTx, patch: SettingsPatch, userId: number): Promise<AdminSettingsResponse> {
  const parsed = AdminSettingsBodySchema.safeParse(patch);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));

  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const chargeType = parsed.data.ambulance_service_charge_type ?? before.ambulance_service_charge_type;
    const charge = parsed.data.ambulance_service_charge ?? before.ambulance_service_charge;
    if (chargeType === 'percent' && charge > SERVICE_CHARGE_PERCENT_MAX) {
      throw new ValidationError({
        ambulance_service_charge: [{ key: 'validation.max.numeric', params: { max: SERVICE_CHARGE_PERCENT_MAX } }],
      });
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(parsed.data) as Array<[SettingKey, unknown]>) {
      if (value === undefined || value === before[key]) continue;
      changes[key] = { from: before[key], to: value };
      // Bound as JSON text so that a cleared value is stored as JSON null, not SQL NULL.
      const stored = sql`${JSON.stringify(toStored(key, value))}::jsonb`;
      await tx
        .insert(settings)
        .values({ key, value: stored, updatedBy: userId })
        .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedBy: userId, updatedAt: new Date() } });
    }
    if (Object.keys(changes).length > 0) {
      await writeAudit(tx, {
        actorId: userId,
        action: 'settings_updated',
        subjectType: 'settings',
        subjectId: null,
        details: { changes },
      });
    }
  });
  return getSettingsForAdmin(db);
}

/** Zod issues -> message keys per field, for callers that skipped the route's validation. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'request'];
    for (const field of keys) (fields[field] ??= []).push(messageKeyOf(issue));
  }
  return fields;
}

function messageKeyOf(issue: z.core.$ZodIssue): MessageKey | { key: MessageKey; params: Record<string, number> } {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'too_small':
      return issue.origin === 'string'
        ? { key: 'validation.min.string', params: { min: Number(issue.minimum) } }
        : { key: 'validation.min.numeric', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.max.string', params: { max: Number(issue.maximum) } }
        : { key: 'validation.max.numeric', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.format';
    case 'invalid_type':
      return issue.expected === 'number' ? 'validation.numeric' : 'validation.string';
    default:
      return 'validation.format';
  }
}
