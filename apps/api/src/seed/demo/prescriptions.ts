import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authTables } from '../../modules/auth';
import { bookingsTables } from '../../modules/bookings';
import { savePrescription } from '../../modules/e-prescriptions';

const { users } = authTables;
const { bookings } = bookingsTables;

/**
 * A demo prescription (issue 18): the demo doctor's prescription on the demo patient's Completed video
 * consultation, with a Bengali advice line beside the Latin medicine names, so the patient's download
 * works right after `npm start`.
 */
export async function seedDemoPrescriptions(tx: Tx): Promise<void> {
  const [patient] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'patient@nirog.test'));
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'doctor@nirog.test'));
  if (!patient || !doctor) return;
  const [consultation] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.patientId, patient.id), eq(bookings.kind, 'video'), eq(bookings.status, 'Completed')))
    .orderBy(asc(bookings.id))
    .limit(1);
  if (!consultation) return;
  await savePrescription(tx, consultation, doctor.id, {
    items: [
      { medicine_name: 'Napa Extend 665 mg', dosage_instructions: '1+0+1 after meals', duration: '5 days' },
      { medicine_name: 'Fexo 120 mg', dosage_instructions: '0+0+1 at night', duration: '7 days' },
      { medicine_name: 'Seclo 20 mg', dosage_instructions: '1+0+1, 30 minutes before meals', duration: '14 days' },
    ],
    follow_up: '7 days',
    complains: [{ title: 'Fever and cough for four days' }, { title: 'Sore throat' }],
    diagnoses: [{ title: 'Acute upper respiratory tract infection' }],
    advices: [
      { title: 'প্রচুর পানি ও তরল খাবার খাবেন, পূর্ণ বিশ্রাম নেবেন।' },
      { title: 'জ্বর ১০২° এর বেশি হলে বা শ্বাসকষ্ট হলে সরাসরি হাসপাতালে যাবেন।' },
      { title: 'Avoid cold drinks and dust.' },
    ],
  });
}
