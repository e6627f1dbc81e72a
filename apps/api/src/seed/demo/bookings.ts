import { and, eq, inArray, ne, sql } from 'drizzle-orm';
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
  {
    name: 'Shirin Akter',
    email: 'shirin.akter@nirog.test',
    phone: '01711000201',
    occupation: 'Garment worker',
    sex: 'Female',
    dob: '1986-03-12',
  },
  {
    name: 'Abdul Karim',
    email: 'abdul.karim@nirog.test',
    phone: '01711000202',
    occupation: 'Shopkeeper',
    sex: 'Male',
    dob: '1971-08-30',
  },
  {
    name: 'Nusrat Jahan',
    email: 'nusrat.jahan@nirog.test',
    phone: '01711000203',
    occupation: 'Student',
    sex: 'Female',
    dob: '2004-11-02',
  },
  {
    name: 'Mizanur Rahman',
    email: 'mizanur.rahman@nirog.test',
    phone: '01711000204',
    occupation: 'Rickshaw owner',
    sex: 'Male',
    dob: '1979-01-21',
  },
];
const DISEASES = [
  'Fever and cough for four days',
  'High blood pressure follow-up',
  'Stomach pain after meals',
  'Headache and dizziness in the morning',
  'Joint pain in both knees',
];

type Kind = 'appointment' | 'audio' | 'video';
interface Wanted {
  kind: Kind;
  status: Status;
  /** Days from the seeding day and the wished time (in person); the first free slot from there is taken. */
  day?: number;
  time?: string;
  reason?: string;
}

/** What the demo patient has with the demo doctor: every kind in every status. */
const PATIENT_BOOKINGS: Wanted[] = [
  { kind: 'appointment', status: 'Pending', day: 3, time: '16:30' },
  { kind: 'appointment', status: 'Ready', day: 2, time: '17:00' },
  { kind: 'appointment', status: 'Completed', day: -7, time: '16:15' },
  { kind: 'appointment', status: 'Cancelled', day: -3, time: '18:00', reason: 'Could not come' },
  { kind: 'video', status: 'Pending' },
  { kind: 'video', status: 'Ready' },
  { kind: 'video', status: 'Completed' },
  { kind: 'video', status: 'Cancelled', reason: 'Booked the wrong service' },
  { kind: 'audio', status: 'Pending' },
  { kind: 'audio', status: 'Ready' },
  { kind: 'audio', status: 'Completed' },
  { kind: 'audio', status: 'Cancelled', reason: 'Booked by mistake' },
];

/**
 * Demo bookings (issue 16 item 9), run once a day (`demo:bookings:{date}`): the demo patient's doctor
 * appointments and audio/video consultations in every status with the demo doctor (one awaiting payment
 * with Pay now, Completed ones to review, Ready ones to call), and the demo doctor's chamber list for the
 * day with serials. Only what is missing is added, so a restart the next day brings that day's chamber
 * list and nothing twice. Rows are written as the kernel writes them (status, payment, slot, history);
 * slots are the first free ones (the database's no-overlap rule holds) and serials come from the kernel's
 * renumbering. A Pending one holds its slot until its day.
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
    .select({ id: users.id, name: users.name, occupation: users.occupation, sex: users.sex, dob: users.dob })
    .from(users)
    .where(
      inArray(
        users.email,
        CHAMBER_PATIENTS.map((p) => p.email),
      ),
    );

  const today = wallClock(new Date(), 'Asia/Dhaka').date;
  const days = new Set<string>();
  const visit = doctor.visitMinutes * 60_000;
  let n = 0;

  /** The first start at or after `time` on `day` that no live booking of the doctor overlaps. */
  const freeStart = async (day: string, time: string) => {
    for (let start = instantAt(day, time, 'Asia/Dhaka'); ; start = new Date(start.getTime() + visit)) {
      const range = `[${start.toISOString()},${new Date(start.getTime() + visit).toISOString()})`;
      const [taken] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.providerId, doctor.applicationId),
            ne(bookings.status, 'Cancelled'),
            sql`${bookings.slot} && ${range}::tstzrange`,
          ),
        )
        .limit(1);
      if (!taken) return start;
    }
  };

  /** The patient fields of a booking come from the person's profile, as the booking form fills them. */
  type Person = { id: number; name: string; occupation: string | null; sex: string | null; dob: string | null };
  const book = async (input: Wanted & { person: Person; on?: string }) => {
    const patientId = input.person.id;
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
    const day = input.on ?? (input.day === undefined ? undefined : addDays(today, input.day));
    const start = day && input.time ? await freeStart(day, input.time) : null;
    const end = start ? new Date(start.getTime() + visit) : null;
    const paid = input.status === 'Ready' || input.status === 'Completed';
    const [row] = await tx
      .insert(bookings)
      .values({
        kind: input.kind,
        patientId,
        providerId: doctor.applicationId,
        status: input.status,
        paymentStatus: paid ? 'Paid' : 'Pending',
        feePoisha: fee,
        discountPoisha: discount,
        totalPoisha: total,
        slot: start && end ? `[${start.toISOString()},${end.toISOString()})` : null,
        slotDay: day ?? null,
        holdExpiresAt: input.status === 'Pending' && start ? start : null,
        cancelReason: input.reason ?? null,
        cancelledAt: input.status === 'Cancelled' ? new Date() : null,
        completedAt: input.status === 'Completed' ? new Date() : null,
      })
      .returning();
    await tx.insert(doctorsTables.doctorBookingDetails).values({
      bookingId: row.id,
      name: input.person.name,
      dob: input.person.dob ?? `19${70 + ((n * 7) % 25)}-0${1 + (n % 9)}-1${n % 9}`,
      gender: input.person.sex?.toLowerCase() === 'female' ? 'female' : 'male',
      occupation: input.person.occupation ?? 'Private service',
      countryId: 1,
      city: 'Dhaka',
      diseaseAbout: DISEASES[n % DISEASES.length],
      patientType: n % 3 ? 'New' : 'Old',
    });
    await logBookingEvent(tx, row.id, 'created', patientId, { demo: true });
    if (total > 0 && input.status !== 'Cancelled') {
      const payment = await createPayment(tx, {
        purpose: 'booking',
        subjectId: row.id,
        userId: patientId,
        amountPoisha: total,
        returnPath: RETURN_PATHS[input.kind],
      });
      await tx.update(bookings).set({ paymentPublicId: payment.publicId }).where(eq(bookings.id, row.id));
      if (paid) await logBookingEvent(tx, row.id, 'paid', null, { demo: true });
    }
    if (input.status === 'Completed') await logBookingEvent(tx, row.id, 'completed', doctorUser.id);
    if (day) days.add(day);
  };

  const me = { person: patient };
  const mine = await tx
    .select({ kind: bookings.kind, status: bookings.status, slotDay: bookings.slotDay })
    .from(bookings)
    .where(and(eq(bookings.patientId, patient.id), eq(bookings.providerId, doctor.applicationId)));
  for (const wanted of PATIENT_BOOKINGS) {
    if (!mine.some((b) => b.kind === wanted.kind && b.status === wanted.status)) await book({ ...wanted, ...me });
  }

  // The day's chamber: four patients from 16:00 and the demo patient after them, unless the day has it.
  const [chamberDay] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, doctor.applicationId),
        eq(bookings.slotDay, today),
        inArray(
          bookings.patientId,
          chamber.map((p) => p.id),
        ),
      ),
    )
    .limit(1);
  if (!chamberDay) {
    for (const person of chamber) {
      await book({ kind: 'appointment', person, status: 'Ready', on: today, time: '16:00' });
    }
    if (!mine.some((b) => b.kind === 'appointment' && b.slotDay === today)) {
      await book({ kind: 'appointment', ...me, status: 'Ready', on: today, time: '17:15' });
    }
  }
  for (const day of days) await renumberBookingDay(tx, doctor.applicationId, day);
}
