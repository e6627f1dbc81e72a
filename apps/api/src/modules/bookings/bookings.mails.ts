import { eq } from 'drizzle-orm';
import type { BookingKind, Language } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { translate, type MessageKey } from '../../lib/i18n';
import { bilingualMail } from '../../lib/mail-templates';
import { toTaka } from '../../lib/money';
import { authTables } from '../auth';
import { enqueueMail } from '../mail';
import { providersTables } from '../providers';
import type { BookingRow } from './bookings.service';
import { PROVIDER_PATHS, RETURN_PATHS, slotClock } from './bookings.slots';

/**
 * The bookings' mails (issue 16 item 8): the patient on booking, payment, schedule change, cancel and
 * reminders, in the language they booked in; the provider on a new booking and on a cancel, in the language
 * they last signed in with. Each is queued in the transaction of its action.
 */
export type BookingMail =
  | 'placed'
  | 'paid'
  | 'schedule_changed'
  | 'cancelled'
  | 'reminder_day'
  | 'reminder_hours'
  | 'provider_new'
  | 'provider_cancelled'
  | 'price_agreed'
  | 'completed';

const { users } = authTables;

async function people(db: DbOrTx, booking: BookingRow) {
  const [patient] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, booking.patientId));
  const [provider] = await db
    .select({ name: users.name, email: users.email, lang: users.lang })
    .from(providersTables.providerApplications)
    .innerJoin(users, eq(users.id, providersTables.providerApplications.userId))
    .where(eq(providersTables.providerApplications.id, booking.providerId));
  return { patient, provider };
}

const kindKey = (kind: BookingKind) => `bookings.kind.${kind}` as MessageKey;

function facts(l: Language, booking: BookingRow, providerName: string): string[] {
  const lines = [
    translate(l, 'bookings.mail.what', { kind: translate(l, kindKey(booking.kind as BookingKind)), id: booking.id }),
    translate(l, 'bookings.mail.with', { name: providerName }),
  ];
  const when = slotClock(booking);
  if (when)
    lines.push(translate(l, 'bookings.mail.when', { date: when.date, time: when.time, zone: booking.timeZone }));
  if (booking.serialNo) lines.push(translate(l, 'bookings.mail.serial', { serial: booking.serialNo }));
  // An ambulance booking costs the patient nothing here (the fare is the owner's); a negotiable one has no price yet.
  if (booking.kind === 'ambulance') return lines;
  if (booking.status === 'Pending' && booking.paymentPublicId === null) {
    lines.push(translate(l, 'bookings.mail.price_later'));
  } else {
    lines.push(translate(l, 'bookings.mail.total', { amount: toTaka(booking.totalPoisha).toFixed(2) }));
  }
  return lines;
}

/** Queues one of the bookings' mails in `db` (the action's transaction). */
export async function queueBookingMail(
  db: DbOrTx,
  booking: BookingRow,
  mail: BookingMail,
  appUrl: string,
  extra: { reason?: string | null } = {},
): Promise<void> {
  const { patient, provider } = await people(db, booking);
  if (!patient || !provider) return;
  const toProvider = mail === 'provider_new' || mail === 'provider_cancelled';
  const lang = (toProvider ? provider.lang : booking.lang) as Language;
  const to = toProvider ? provider : patient;
  const url = `${appUrl}${(toProvider ? PROVIDER_PATHS : RETURN_PATHS)[booking.kind as BookingKind]}`;
  const rendered = bilingualMail(
    lang,
    translate(lang, `bookings.mail.${mail}.subject` as MessageKey, { id: booking.id }),
    (l) => ({
      name: to.name,
      lines: [
        translate(l, `bookings.mail.${mail}.intro` as MessageKey, { name: patient.name }),
        ...facts(l, booking, provider.name),
        ...(extra.reason ? [translate(l, 'bookings.mail.reason', { reason: extra.reason })] : []),
      ],
      action: { label: translate(l, 'bookings.mail.action'), url },
    }),
  );
  await enqueueMail(db, { to: to.email, ...rendered });
}

/**
 * A cancel, whoever made it (the patient, staff, or the unpaid hold running out): the patient is told, and so is
 * the provider, whose time is free again.
 */
export async function queueCancelMails(
  db: DbOrTx,
  booking: BookingRow,
  appUrl: string,
  extra: { reason?: string | null } = {},
): Promise<void> {
  await queueBookingMail(db, booking, 'cancelled', appUrl, extra);
  await queueBookingMail(db, booking, 'provider_cancelled', appUrl, extra);
}
