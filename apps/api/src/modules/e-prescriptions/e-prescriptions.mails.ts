import { eq } from 'drizzle-orm';
import type { BookingKind, Language } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { translate } from '../../lib/i18n';
import { bilingualMail } from '../../lib/mail-templates';
import { authTables } from '../auth';
import { RETURN_PATHS, type BookingRow } from '../bookings';
import { enqueueMail } from '../mail';
import { providersTables } from '../providers';

const { users } = authTables;

/**
 * Tells the patient, in the language they booked in, that the doctor wrote (or corrected) their
 * prescription. Queued in the save's transaction; the mail job delivers it (DESIGN.md 6c).
 */
export async function queuePrescriptionMail(db: DbOrTx, booking: BookingRow, version: number, appUrl: string) {
  const [patient] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, booking.patientId));
  const [doctor] = await db
    .select({ name: users.name })
    .from(providersTables.providerApplications)
    .innerJoin(users, eq(users.id, providersTables.providerApplications.userId))
    .where(eq(providersTables.providerApplications.id, booking.providerId));
  if (!patient || !doctor) return;
  const lang = booking.lang as Language;
  const which = version > 1 ? 'corrected' : 'new';
  const rendered = bilingualMail(
    lang,
    translate(lang, `eprescriptions.mail.${which}.subject`, { id: booking.id }),
    (l) => ({
      name: patient.name,
      lines: [translate(l, `eprescriptions.mail.${which}.intro`, { doctor: doctor.name, version })],
      action: {
        label: translate(l, 'eprescriptions.mail.action'),
        url: `${appUrl}${RETURN_PATHS[booking.kind as BookingKind]}`,
      },
    }),
  );
  await enqueueMail(db, { to: patient.email, ...rendered });
}
