import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditAction, type AuditEntry } from '@nirog/contracts';
import { localizeDigits } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { adminPath } from './admin-sections';
import { isSettingKey } from './settings-values';

/** An action's colour by what it did: removals and refusals red, additions and approvals teal, changes blue. */
function colorOf(action: AuditAction): string {
  if (
    /(_blocked|_removed|_deleted|_rejected|_reject|_declined|_cancelled|_cancelled_by_customer|_failed|_suspend|_deactivated)$/.test(
      action,
    )
  )
    return 'red';
  if (
    /(_created|_granted|_unblocked|_added|_approve|_reinstate|_reactivated|_confirmed|_accepted|_paid|_imported)$/.test(
      action,
    )
  )
    return 'teal';
  return 'blue';
}

function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** Every action the api writes has a label in both languages; an action from an older version shows as written. */
export function AuditActionBadge({ action }: { action: string }) {
  const { t } = useTranslation();
  const known = isAuditAction(action);
  return (
    <Badge
      color={known ? colorOf(action) : 'gray'}
      variant="light"
      tt={known ? undefined : 'none'}
      style={{ whiteSpace: 'normal' }}
    >
      {known ? t(`admin.auditLog.actions.${action}`) : action}
    </Badge>
  );
}

/** The staff member who acted, or "System". */
export function useActorName() {
  const { t } = useTranslation();
  return (entry: AuditEntry) => entry.actor?.name ?? t('admin.auditLog.system');
}

/** What was acted on: a link to the user, the marketplace settings, or the raw type and id. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const id = entry.subject_id === null ? null : localizeDigits(String(entry.subject_id), language);
  if (entry.subject_type === 'user' && entry.subject_id !== null) {
    return (
      <Anchor component={Link} to={adminPath(`users/${entry.subject_id}`)} size="sm">
        {t('admin.auditLog.subjects.user', { id })}
      </Anchor>
    );
  }
  // A subject from an older version has no label: shown as the server wrote it.
  const known = (AUDIT_SUBJECTS as readonly string[]).includes(entry.subject_type);
  const raw = id === null ? entry.subject_type : `${entry.subject_type} #${id}`;
  return <Text size="sm">{known ? t(`admin.auditLog.subjects.${entry.subject_type}`, { id }) : raw}</Text>;
}

/** A one-line summary of an entry's details (a reason, a role, the changed settings), or null. */
export function useAuditDetails() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (entry: AuditEntry): string | null => {
    const details = entry.details as {
      reason?: unknown;
      previous_reason?: unknown;
      revoked_sessions?: unknown;
      role_id?: unknown;
      role?: unknown;
      changes?: unknown;
    };
    const parts: string[] = [];
    if (typeof details.reason === 'string') parts.push(t('admin.auditLog.details.reason', { reason: details.reason }));
    if (typeof details.previous_reason === 'string')
      parts.push(t('admin.auditLog.details.previousReason', { reason: details.previous_reason }));
    if (typeof details.revoked_sessions === 'number' && details.revoked_sessions > 0)
      parts.push(
        t('admin.auditLog.details.revokedSessions', {
          count: localizeDigits(String(details.revoked_sessions), language),
        }),
      );
    if (typeof details.role_id === 'number') {
      const role = t(`admin.roles.${details.role_id}`, { defaultValue: String(details.role ?? details.role_id) });
      parts.push(t('admin.auditLog.details.role', { role }));
    }
    if (details.changes && typeof details.changes === 'object') {
      const fields = Object.keys(details.changes).map((key) =>
        isSettingKey(key) ? t(`admin.settings.fields.${key}.label`) : key,
      );
      if (fields.length) parts.push(t('admin.auditLog.details.changed', { fields: fields.join(', ') }));
    }
    return parts.length ? parts.join(' · ') : null;
  };
}
