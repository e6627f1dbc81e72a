import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProviderKind, ReviewService } from '@nirog/contracts';
import type { Tx } from '../../db/client';
import { referralCode } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import { authTables } from '../../modules/auth';
import { providersTables } from '../../modules/providers';
import { addReview, reviewsTables } from '../../modules/reviews';
import { DEMO_PASSWORD } from './accounts';

const { users } = authTables;
const { providerApplications } = providersTables;
const { reviews } = reviewsTables;

/** Patients who wrote the demo reviews (some signed up with their name in Bengali). */
const REVIEWERS = [
  'Sabbir Hossain',
  'Nusrat Jahan Mim',
  'মোঃ রাকিবুল ইসলাম',
  'Farhana Yasmin',
  'Touhidul Alam',
  'সুমাইয়া আক্তার',
  'Ashraful Haque',
  'Mahmuda Khanam',
  'Rafiqul Bari',
  'তানজিলা রহমান',
  'Imtiaz Chowdhury',
  'Shahnaz Parvin',
];

type Line = readonly [rating: number, detail: string];
/** What patients write, by kind: English and Bengali, mostly content, sometimes not. */
const LINES: Record<ProviderKind, readonly Line[]> = {
  doctor: [
    [5, 'Listened patiently and explained the reports clearly. My mother is much better after two weeks.'],
    [5, 'খুব যত্ন নিয়ে দেখেছেন, ওষুধের নিয়ম ভালোভাবে বুঝিয়ে দিয়েছেন। ধন্যবাদ।'],
    [4, 'Good doctor, but the chamber was crowded and we waited almost an hour past the serial.'],
    [5, 'Very polite and thorough. Did not prescribe unnecessary tests.'],
    [4, 'ডাক্তার ভালো, তবে সিরিয়াল পেতে একটু দেরি হয়েছে।'],
    [3, 'The consultation was short; I had more questions than time allowed.'],
    [5, 'ভিডিও কলে পরিষ্কারভাবে কথা বলেছেন, প্রেসক্রিপশন সাথে সাথেই পেয়েছি।'],
    [2, 'The appointment started 40 minutes late and the advice felt rushed.'],
    [4, 'Knowledgeable and kind with children. Would visit again.'],
    [5, 'আমার বাবার ডায়াবেটিস নিয়ন্ত্রণে অনেক সাহায্য করেছেন। অসংখ্য ধন্যবাদ।'],
  ],
  nurse: [
    [5, 'Came on time every morning and took good care of my father after his surgery.'],
    [5, 'খুব আন্তরিক ও দক্ষ। ইনজেকশন আর ড্রেসিং সুন্দরভাবে করেছেন।'],
    [4, 'Caring and professional; once she was half an hour late because of traffic.'],
    [5, 'Kept a clear record of the blood pressure and sugar readings for the doctor.'],
    [3, 'ভালো ছিল, তবে রাতের শিফটে আরও মনোযোগ আশা করেছিলাম।'],
    [4, 'Patient with my grandmother, who is not easy to care for.'],
  ],
  ambulance: [
    [5, 'Reached Mirpur within 20 minutes at 2 am. The driver was calm and careful.'],
    [5, 'এসি অ্যাম্বুলেন্স পরিষ্কার ছিল, অক্সিজেনও ছিল। সময়মতো হাসপাতালে পৌঁছেছি।'],
    [4, 'Arrived quickly; the fare was discussed clearly before the trip.'],
    [3, 'দেরিতে এসেছে, তবে চালক ভালো ব্যবহার করেছেন।'],
    [5, 'Helped carry my mother down four floors. Very grateful.'],
    [2, 'The oxygen cylinder was almost empty; luckily the trip was short.'],
  ],
};

const SERVICES: Record<ProviderKind, readonly ReviewService[]> = {
  doctor: ['DoctorAppointment', 'VideoConsultancy', 'AudioConsultancy'],
  nurse: ['NurseAppointment'],
  ambulance: ['AmbulanceBooking'],
};

/**
 * Reviews of the demo roster by a dozen patients (through `addReview`, so each provider's rating is
 * the reviews' own), spread over the last half year. The ratings the roster had before reviews existed
 * are cleared first.
 */
export async function seedDemoReviews(tx: Tx): Promise<void> {
  await tx
    .update(providerApplications)
    .set({ ratingSum: 0, ratingCount: 0 })
    .where(notInArray(providerApplications.id, tx.select({ id: reviews.providerId }).from(reviews)));
  const hash = await hashPassword(DEMO_PASSWORD);
  const reviewerIds: number[] = [];
  for (const [i, name] of REVIEWERS.entries()) {
    const email = `reviewer.${i + 1}@demo.nirog.test`;
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id =
      existing?.id ??
      (
        await tx
          .insert(users)
          .values({
            name,
            email,
            phone: `0181${String(7000000 + i * 313).padStart(7, '0')}`,
            passwordHash: hash,
            emailVerifiedAt: new Date(),
            referralCode: referralCode(),
            country: 'Bangladesh',
            city: 'Dhaka',
          })
          .returning({ id: users.id })
      )[0].id;
    reviewerIds.push(id);
  }
  const listed = await tx
    .select({ id: providerApplications.id, kind: providerApplications.kind })
    .from(providerApplications)
    .where(
      and(
        eq(providerApplications.status, 'approved'),
        inArray(providerApplications.kind, ['doctor', 'nurse', 'ambulance']),
      ),
    )
    .orderBy(providerApplications.id);
  let n = 0;
  for (const [p, provider] of listed.entries()) {
    const kind = provider.kind as ProviderKind;
    const lines = LINES[kind];
    // Most providers have a few reviews; every seventh has none yet.
    const howMany = p % 7 === 3 ? 0 : 2 + ((p * 5) % 5);
    for (let r = 0; r < howMany; r++) {
      n += 1;
      const [rating, detail] = lines[(p * 3 + r * 7) % lines.length];
      const { id } = await addReview(tx, {
        kind,
        providerId: provider.id,
        userId: reviewerIds[(p + r * 5) % reviewerIds.length],
        bookingId: null,
        service: SERVICES[kind][(p + r) % SERVICES[kind].length],
        rating,
        detail,
      });
      await tx
        .update(reviews)
        .set({
          createdAt: sql`now() - ${`${((n * 37) % 180) + r} days`}::interval - ${`${(n * 97) % 1440} minutes`}::interval`,
        })
        .where(eq(reviews.id, id));
    }
  }
}
