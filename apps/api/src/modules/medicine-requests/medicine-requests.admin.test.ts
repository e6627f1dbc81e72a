import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ROLE,
  type AdminMedicineRequestsResponse,
  type AdminMedicineRequestWriteResponse,
  type MyMedicineRequestsResponse,
} from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { adminTables } from '../admin';
import { insertProducts } from '../catalog';
import { mailTables } from '../mail';
import { createTestUser } from '../../../test/users';

describe('back office: medicine requests', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createTestUser(db, [ROLE.Admin]);
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const nurse = await createTestUser(db, [ROLE.Nurse]);
  const patient = await createTestUser(db);
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const [montair, retired] = await insertProducts(db, [
    { slug: `montair-10-${stamp}`, title: 'Montair 10', price: 16 },
    { slug: `retired-${stamp}`, title: 'Retired Tablet', price: 5, active: false },
  ]);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), 'accept-language': lang } });
  const ask = async (name: string, lang = 'en', who = patient) => {
    const res = await call('POST', '/api/auth/medicine-request/store', who.token, { name }, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const update = (id: number, payload: object, token = pharmacist.token) =>
    call('PUT', `/api/admin/medicine-requests/${id}`, token, payload);
  const mailsTo = (email: string) =>
    db
      .select()
      .from(mailTables.mailOutbox)
      .where(eq(mailTables.mailOutbox.to, email))
      .orderBy(mailTables.mailOutbox.id);
  const auditOf = (id: number) =>
    db
      .select()
      .from(adminTables.auditLog)
      .where(and(eq(adminTables.auditLog.subjectType, 'medicine_request'), eq(adminTables.auditLog.subjectId, id)))
      .orderBy(adminTables.auditLog.id);

  it('is for Admin and Pharmacist only: 401 for guests, 403 for patients and nurses', async () => {
    const id = await ask('Montelukast 10 mg');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/medicine-requests'],
      ['PUT', `/api/admin/medicine-requests/${id}`, { status: 'Processing' }],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, patient.token, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, nurse.token, payload)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/admin/medicine-requests', admin.token)).statusCode).toBe(200);
  });

  it('lists requests newest first with filters on status and customer or medicine name', async () => {
    const someone = await createTestUser(db);
    const a = await ask('Thyrox 50', 'en', someone);
    const b = await ask('Insulin pen', 'en', someone);
    let res = await call('GET', '/api/admin/medicine-requests', pharmacist.token);
    let body = res.json() as AdminMedicineRequestsResponse;
    expect(body.per_page).toBe(20);
    expect(body.data[0]).toMatchObject({
      id: b,
      name: 'Insulin pen',
      status: 'Pending',
      product: null,
      customer: { id: someone.id, name: someone.name, email: someone.email, phone: expect.stringMatching(/^01/) },
    });
    res = await call('GET', `/api/admin/medicine-requests?customer=${encodeURIComponent(someone.email)}`, admin.token);
    body = res.json();
    expect(body.data.map((r) => r.id)).toEqual([b, a]);
    res = await call('GET', '/api/admin/medicine-requests?customer=thyrox', admin.token);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([a]);
    res = await call('GET', `/api/admin/medicine-requests?customer=%23${b}`, admin.token);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([b]);
    await update(a, { status: 'Processing' });
    res = await call(
      'GET',
      `/api/admin/medicine-requests?status=Ready&customer=${encodeURIComponent(someone.email)}`,
      admin.token,
    );
    expect(res.json().data).toEqual([]);
    res = await call(
      'GET',
      `/api/admin/medicine-requests?status=Processing&customer=${encodeURIComponent(someone.name)}`,
      admin.token,
    );
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([a]);
    expect((await call('GET', '/api/admin/medicine-requests?status=Gone', admin.token)).statusCode).toBe(422);
  });

  it('moves a request to Processing without a mail, then Ready with an active product, mailing the product link', async () => {
    const id = await ask('Montair 10 mg');
    const before = (await mailsTo(patient.email)).length;
    let res = await update(id, { status: 'Processing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The medicine request is now Processing.',
      data: { status: 'Processing' },
    });
    expect((await mailsTo(patient.email)).length).toBe(before);

    res = await update(id, { status: 'Ready' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ product_id: ['The product field is required.'] });
    for (const productId of [retired, 999999]) {
      res = await update(id, { status: 'Ready', product_id: productId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ product_id: ['Choose a product that is active in the shop.'] });
    }

    res = await update(id, { status: 'Ready', product_id: montair, note: 'In stock from today' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdminMedicineRequestWriteResponse;
    expect(body.data).toMatchObject({
      status: 'Ready',
      note: 'In stock from today',
      product: { id: montair, slug: `montair-10-${stamp}`, title: 'Montair 10' },
      customer: { id: patient.id },
    });
    const mails = await mailsTo(patient.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('"Montair 10 mg" is now available at Nirog');
    expect(mails.at(-1)!.text).toContain(`http://nirog.localhost/product/montair-10-${stamp}`);
    expect(mails.at(-1)!.text).toContain('In stock from today');

    // The patient's list carries the product for "Click to View".
    const mine = (
      await call('GET', '/api/auth/medicine-request/index', patient.token)
    ).json() as MyMedicineRequestsResponse;
    expect(mine.data.find((r) => r.id === id)).toMatchObject({
      status: 'Ready',
      product: { id: montair, slug: `montair-10-${stamp}` },
    });

    // The same answer again changes nothing and mails nobody.
    res = await update(id, { status: 'Ready', product_id: montair, note: 'In stock from today' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
    expect((await mailsTo(patient.email)).length).toBe(before + 1);

    const audit = await auditOf(id);
    expect(audit.map((e) => [e.action, e.actorId, (e.details as { to: string }).to])).toEqual([
      ['medicine_request_updated', pharmacist.id, 'Processing'],
      ['medicine_request_updated', admin.id, 'Ready'],
    ]);
  });

  it('declines with a reason, mailed in the language the patient asked in', async () => {
    const id = await ask('Phenobarbitone syrup', 'bn');
    let res = await update(id, { status: 'Declined' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ note: ['The note field is required.'] });
    res = await update(id, { status: 'Declined', note: 'No longer made in Bangladesh', product_id: montair });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Declined', note: 'No longer made in Bangladesh', product: null });
    const mail = (await mailsTo(patient.email)).at(-1)!;
    expect(mail.subject).toBe('আপনার ওষুধের অনুরোধ "Phenobarbitone syrup" সম্পর্কে');
    expect(mail.text).toContain('কারণ: No longer made in Bangladesh');
    expect(mail.text).toContain('http://nirog.localhost/profile/my-medicine-requests');
  });

  it('checks the status and answers 404 for an unknown request', async () => {
    const id = await ask('Anything');
    for (const payload of [{}, { status: 'Pending' }, { status: 'Done' }]) {
      const res = await update(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['status']);
    }
    expect((await update(id, { status: 'Ready', product_id: 'abc' })).json().errors).toHaveProperty('product_id');
    expect((await update(999999, { status: 'Processing' })).statusCode).toBe(404);
  });
});
