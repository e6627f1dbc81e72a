import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, type EPrescription } from '@nirog/contracts';
import { createTestDoctor, insertConsultation } from '../../../test/bookings';
import { bearer, createTestApp } from '../../../test/helpers';
import { createTestUser, type TestUser } from '../../../test/users';
import { ensureGenerics, insertProducts } from '../catalog';
import { mailTables } from '../mail';
import { ePrescriptions } from './e-prescriptions.tables';

const prescription = (over: Record<string, unknown> = {}) => ({
  items: [{ medicine_name: 'Napa Extend 665 mg', dosage_instructions: '1+0+1 after meals', duration: '7 days' }],
  follow_up: '7 days',
  complains: [{ title: 'Fever for three days' }],
  diagnoses: [{ title: 'Viral fever' }],
  advices: [{ title: 'প্রচুর পানি পান করবেন' }],
  ...over,
});

describe('e-prescriptions', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  async function consultation(over: Parameters<typeof insertConsultation>[3] = {}) {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const booking = await insertConsultation(db, doctor.doctorId, patient.id, over);
    return { doctor, patient, booking };
  }
  const store = (user: TestUser | null, id: number, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/doctor/prescription/store/${id}`,
      headers: user ? bearer(user.token) : {},
      payload,
    });
  const show = async (doctor: TestUser, id: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/doctor/appointment/video-consultancy/${id}/show`,
        headers: bearer(doctor.token),
      })
    ).json().appointment as { prescription: EPrescription | null };
  const download = (user: TestUser, id: number) =>
    app.inject({ method: 'GET', url: `/api/auth/prescription/${id}/download-pdf`, headers: bearer(user.token) });

  it("saves the doctor's prescription: the detail shows it, the patient's list says ready, the patient is mailed", async () => {
    const { doctor, patient, booking } = await consultation();
    expect((await show(doctor, booking.id)).prescription).toBeNull();

    const saved = await store(doctor, booking.id, prescription());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'success', message: 'Prescription successfully saved.' });
    const latest = (await show(doctor, booking.id)).prescription!;
    expect(latest).toMatchObject({
      version: 1,
      follow_up: '7 days',
      prescription_items: [{ medicine_name: 'Napa Extend 665 mg', dosage_instructions: '1+0+1 after meals' }],
      prescription_complains: [{ title: 'Fever for three days' }],
      prescription_diagnosis: [{ title: 'Viral fever' }],
      prescription_advices: [{ title: 'প্রচুর পানি পান করবেন' }],
    });
    expect(latest.follow_up_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const list = await app.inject({
      method: 'GET',
      url: '/api/auth/doctor-consultancy/my-video-consultancy',
      headers: bearer(patient.token),
    });
    expect(list.json().data.find((row: { id: number }) => row.id === booking.id).prescription_is_ready).toBe(true);
    const mails = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, patient.email));
    expect(mails.map((m) => m.subject)).toEqual([`Your prescription for consultation #${booking.id}`]);
  });

  it('mails the patient in the language they booked in', async () => {
    const { doctor, patient, booking } = await consultation({ lang: 'bn' });
    expect((await store(doctor, booking.id, prescription())).statusCode).toBe(200);
    const [mail] = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, patient.email));
    expect(mail.subject).toContain('প্রেসক্রিপশন');
  });

  it('makes a new version for a correction and shows the latest; earlier versions stay as written', async () => {
    const { doctor, patient, booking } = await consultation();
    await store(doctor, booking.id, prescription());
    const corrected = await store(
      doctor,
      booking.id,
      prescription({
        items: [
          { medicine_name: 'Napa 500 mg', dosage_instructions: '1+1+1', duration: '5 days' },
          { medicine_name: 'Fexo 120 mg', dosage_instructions: '0+0+1', duration: '10 days' },
        ],
        follow_up: '1 month',
      }),
    );
    expect(corrected.json().prescription).toMatchObject({ version: 2, follow_up: '1 month' });
    const latest = (await show(doctor, booking.id)).prescription!;
    expect(latest.version).toBe(2);
    expect(latest.prescription_items.map((i) => i.medicine_name)).toEqual(['Napa 500 mg', 'Fexo 120 mg']);
    const versions = await db.select().from(ePrescriptions).where(eq(ePrescriptions.bookingId, booking.id));
    expect(versions.map((v) => [v.version, v.items.length]).sort()).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const mails = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, patient.email));
    expect(mails.map((m) => m.subject)).toContain(`Your prescription for consultation #${booking.id} was corrected`);
  });

  it('checks every row: the errors are keyed by row and field, and at least one medicine is needed', async () => {
    const { doctor, booking } = await consultation();
    const bad = await store(doctor, booking.id, {
      items: [
        { medicine_name: 'Napa', dosage_instructions: '1+0+1', duration: '3 days' },
        { medicine_name: ' ', dosage_instructions: '', duration: '7 days' },
      ],
      follow_up: '31 days',
      complains: [{ title: '' }],
      diagnoses: 'flu',
      advices: [{ title: 'Rest' }],
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'complains.0.title',
      'diagnoses',
      'follow_up',
      'items.1.dosage_instructions',
      'items.1.medicine_name',
    ]);
    expect(errors['items.1.medicine_name'][0]).toBe('The medicine name field is required.');

    const empty = await store(doctor, booking.id, { items: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.items).toEqual(['Add at least one medicine.']);
    expect((await store(doctor, booking.id, {})).json().errors.items).toEqual(['Add at least one medicine.']);
    // A follow-up is optional; 12 months is the longest offered.
    expect((await store(doctor, booking.id, prescription({ follow_up: '' }))).statusCode).toBe(200);
    expect((await store(doctor, booking.id, prescription({ follow_up: '12 months' }))).statusCode).toBe(200);
    expect((await store(doctor, booking.id, prescription({ follow_up: '13 months' }))).statusCode).toBe(422);
  });

  it("lets only the consultation's doctor write, on a paid consultation", async () => {
    const { doctor, patient, booking } = await consultation();
    const otherDoctor = await createTestDoctor(db);
    const notADoctor = await createTestUser(db, [ROLE.Doctor]);
    expect((await store(null, booking.id, prescription())).statusCode).toBe(401);
    expect((await store(patient, booking.id, prescription())).statusCode).toBe(403);
    expect((await store(notADoctor, booking.id, prescription())).statusCode).toBe(403);
    expect((await store(otherDoctor, booking.id, prescription())).statusCode).toBe(404);
    expect((await store(doctor, 2_000_000_000, prescription())).statusCode).toBe(404);

    const pending = await insertConsultation(db, doctor.doctorId, patient.id, {
      status: 'Pending',
      paymentStatus: 'Pending',
    });
    expect((await store(doctor, pending.id, prescription())).statusCode).toBe(409);
    const inPerson = await insertConsultation(db, doctor.doctorId, patient.id, { kind: 'appointment' });
    expect((await store(doctor, inPerson.id, prescription())).statusCode).toBe(404);
    expect(await db.select().from(ePrescriptions).where(eq(ePrescriptions.bookingId, booking.id))).toEqual([]);
  });

  it('serves the PDF to the patient, the doctor and staff only; "not ready yet" before it is written', async () => {
    const { doctor, patient, booking } = await consultation();
    const stranger = await createTestUser(db);
    const otherDoctor = await createTestDoctor(db);
    const admin = await createTestUser(db, [ROLE.Admin]);

    const early = await download(patient, booking.id);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('Prescription is not ready yet');

    await store(doctor, booking.id, prescription());
    for (const user of [patient, doctor, admin]) {
      const pdf = await download(user, booking.id);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const user of [stranger, otherDoctor]) expect((await download(user, booking.id)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/auth/prescription/${booking.id}/download-pdf` })).statusCode,
    ).toBe(401);
  });

  it("suggests the shop's medicines as the doctor types, to doctors only", async () => {
    const generics = await ensureGenerics(db, [{ title: 'Paracetamol' }, { title: 'Fexofenadine' }]);
    await insertProducts(db, [
      { slug: 'napa-500', title: 'Napa', power: '500 mg', price: 12, genericIds: [generics.get('Paracetamol')!] },
      {
        slug: 'napa-extend',
        title: 'Napa Extend',
        power: '665 mg',
        price: 20,
        genericIds: [generics.get('Paracetamol')!],
      },
      { slug: 'fexo-120', title: 'Fexo', power: '120 mg', price: 90, genericIds: [generics.get('Fexofenadine')!] },
    ]);
    const { doctor, patient } = await consultation();
    const suggest = (user: TestUser, keyword: string) =>
      app.inject({
        method: 'GET',
        url: `/api/doctor/prescription/medicine-suggestions?keyword=${encodeURIComponent(keyword)}`,
        headers: bearer(user.token),
      });
    const found = await suggest(doctor, 'napa');
    expect(found.statusCode).toBe(200);
    const names: string[] = found.json().data.map((s: { name: string }) => s.name);
    expect(names.sort()).toEqual(['Napa 500 mg', 'Napa Extend 665 mg']);
    expect(found.json().data[0].generics).toContain('Paracetamol');
    expect((await suggest(doctor, 'n')).statusCode).toBe(422);
    expect((await suggest(patient, 'napa')).statusCode).toBe(403);
  });
});
