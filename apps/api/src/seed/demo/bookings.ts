import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addDays, instantAt, wallClock } from '../../lib/time';
import { authTables } from '../../modules/auth';
import { RETURN_PATHS, bookingsTables, logBookingEvent, renumberBookingDay } from '../../modules/bookings';
import { doctorsTables } from '../../modules/doctors';
import { createPayment } from '../../modules/payments';
import { providersTables } from '../../modules/providers';

const { users } = authTables;
const { bookings } = bookingsTables;

type Status = 'Pending' | 'Ready' | 'Completed' | 'Cancelled';

const CHAMBER_PATIENTS = [
  { name: 'Shirin Akter', email: 'shirin.akter@nirog.test', phone: '01711000201', occupation: 'Garment worker' },
  { name: 'Abdul Karim', email: 'abdul.karim@nirog.test', phone: '01711000202', occupation: 'Shopkeeper' },
  { name: 'Nusrat Jahan', email: 'nusrat.jahan@nirog.test', phone: '01711000203', occupation: 'Student' },
  { name: 'Mizanur Rahman', email: 'mizanur.rahman@nirog.test', phone: '01711000204', occupation: 'Rickshaw owner' },
];
const DISEASES = [
  'Fever and cough for four days',
  'High blood pressure follow-up',
  'Stomach pain after meals',
  'Headache and dizziness in the morning',
  'Joint pain in both knees',
];

/**
 * Demo bookings (issue 16 item 9): the demo patient's doctor appointments and audio/video consultations
 * in every status (one awaiting payment with Pay now, Completed ones to review), and the demo doctor's
 * chamber list for today (the seeding day) with serials. Rows are written as the kernel writes them
 * (status, payment, slot, serial, history); the Pending one holds its slot until its day.
 */
export async function seedDemoBookings(tx: Tx): Promise<void> {
  const [patient] = await tx.select().from(users).where(eq(users.email, 'patient@nirog.test'));
  const [doctorUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'doctor@nirog.test'));
  if (!patient || !doctorUser) return;
  const [application] = await tx
    .select({ id: providersTables.providerApplications.id })
    .from(providersTables.providerApplications)
    .where(
      and(
        eq(providersTables.providerApplications.userId, doctorUser.id),
        eq(providersTables.providerApplications.kind, 'doctor'),
      ),
    );
  const [doctor] = await tx
    .select()
    .from(doctorsTables.doctors)
    .where(eq(doctorsTables.doctors.applicationId, application?.id ?? 0));
  if (!doctor) return;

  await tx
    .insert(users)
    .values(CHAMBER_PATIENTS.map((p, i) => ({ ...p, referralCode: `DEMOCHP${i}`, emailVerifiedAt: new Date() })))
    .onConflictDoNothing();
  const chamber = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(
        users.email,
        CHAMBER_PATIENTS.map((p) => p.email),
      ),
    );

  const today = wallClock(new Date(), 'Asia/Dhaka').date;
  const days = new Set<string>();
  let n = 0;
  const book = async (input: {
    kind: 'appointment' | 'audio' | 'video';
    patientId: number;
    name: string;
    status: Status;
    day?: string;
    time?: string;
    reason?: string;
  }) => {
    n += 1;
    const feeOf = { appointment: doctor.appointmentFee, audio: doctor.audioFee, video: doctor.videoFee };
    const discountOf = {
      appointment: doctor.appointmentDiscount,
      audio: doctor.audioDiscount,
      video: doctor.videoDiscount,
    };
    const fee = feeOf[input.kind] ?? 0;
    const discount = Math.round((fee * (discountOf[input.kind] ?? 0)) / 100);
    const total = fee - discount;
    const start = input.day && input.time ? instantAt(input.day, input.time, 'Asia/Dhaka') : null;
    const end = start ? new Date(start.getTime() + doctor.visitMinutes * 60_000) : null;
    const paid = input.status === 'Ready' || input.status === 'Completed';
    const [row] = await tx
      .insert(bookings)
      .values({
        kind: input.kind,
        patientId: input.patientId,
        providerId: doctor.applicationId,
        status: input.status,
        paymentStatus: paid ? 'Paid' : 'Pending',
        feePoisha: fee,
        discountPoisha: discount,
        totalPoisha: total,
        slot: start && end ? `[${start.toISOString()},${end.toISOString()})` : null,
        slotDay: input.day ?? null,
        holdExpiresAt: input.status === 'Pending' && start ? start : null,
        cancelReason: input.reason ?? null,
        cancelledAt: input.status === 'Cancelled' ? new Date() : null,
        completedAt: input.status === 'Completed' ? new Date() : null,
      })
      .returning();
    await tx.insert(doctorsTables.doctorBookingDetails).values({
      bookingId: row.id,
      name: input.name,
      dob: `19${70 + ((n * 7) % 25)}-0${1 + (n % 9)}-1${n % 9}`,
      gender: n % 2 ? 'female' : 'male',
      occupation: 'Private service',
      countryId: 1,
      city: 'Dhaka',
      diseaseAbout: DISEASES[n % DISEASES.length],
      patientType: n % 3 ? 'New' : 'Old',
    });
    await logBookingEvent(tx, row.id, 'created', input.patientId, { demo: true });
    if (total > 0 && input.status !== 'Cancelled') {
      const payment = await createPayment(tx, {
        purpose: 'booking',
        subjectId: row.id,
        userId: input.patientId,
        amountPoisha: total,
        returnPath: RETURN_PATHS[input.kind],
      });
      await tx.update(bookings).set({ paymentPublicId: payment.publicId }).where(eq(bookings.id, row.id));
      if (paid) await logBookingEvent(tx, row.id, 'paid', null, { demo: true });
    }
    if (input.status === 'Completed') await logBookingEvent(tx, row.id, 'completed', doctorUser.id);
    if (input.day) days.add(input.day);
  };

  const me = { patientId: patient.id, name: patient.name };
  await book({ kind: 'appointment', ...me, status: 'Pending', day: addDays(today, 3), time: '16:30' });
  await book({ kind: 'appointment', ...me, status: 'Ready', day: addDays(today, 2), time: '17:00' });
  await book({ kind: 'appointment', ...me, status: 'Completed', day: addDays(today, -7), time: '16:15' });
  await book({
    kind: 'appointment',
    ...me,
    status: 'Cancelled',
    day: addDays(today, -3),
    time: '18:00',
    reason: 'Could not come',
  });
  await book({ kind: 'video', ...me, status: 'Pending' });
  await book({ kind: 'video', ...me, status: 'Completed' });
  await book({ kind: 'audio', ...me, status: 'Ready' });
  await book({ kind: 'audio', ...me, status: 'Completed' });
  await book({ kind: 'audio', ...me, status: 'Cancelled', reason: 'Booked by mistake' });
  // Today's chamber: four patients from 16:00, the demo patient's today after them.
  for (const [i, person] of chamber.entries()) {
    await book({
      kind: 'appointment',
      patientId: person.id,
      name: person.name,
      status: 'Ready',
      day: today,
      time: `16:${String(i * 15).padStart(2, '0')}`,
    });
  }
  await book({ kind: 'appointment', ...me, status: 'Ready', day: today, time: '17:15' });
  for (const day of days) await renumberBookingDay(tx, doctor.applicationId, day);
}
