import { describe, expect, it } from 'vitest';
import {
  MEDICINE_REQUESTS_OPEN_MAX,
  type MedicineRequestStoreResponse,
  type MyMedicineRequestsResponse,
} from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { medicineRequestsTables } from './index';
import { createTestUser } from '../../../test/users';

const STORE_URL = '/api/auth/medicine-request/store';
const INDEX_URL = '/api/auth/medicine-request/index';

describe('medicine requests', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const { medicineRequests } = medicineRequestsTables;

  const store = (payload: object, token?: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: STORE_URL,
      payload,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    });
  const index = (token?: string, query = '') =>
    app.inject({ method: 'GET', url: `${INDEX_URL}${query}`, headers: token ? bearer(token) : {} });

  it('needs a login', async () => {
    expect((await store({ name: 'Montair 10' })).statusCode).toBe(401);
    expect((await index()).statusCode).toBe(401);
  });

  it('saves a request and answers the popup message, status and the request', async () => {
    const patient = await createTestUser(db);
    const res = await store({ name: '  Lantus SoloStar pen  ' }, patient.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MedicineRequestStoreResponse;
    expect(body).toMatchObject({
      message: 'Your medicine request has been sent. We will let you know when it is available.',
      status: 'success',
      data: { name: 'Lantus SoloStar pen', status: 'Pending', note: null, product: null },
    });
    const bn = await store({ name: 'Ivermectin 6 mg' }, patient.token, 'bn');
    expect(bn.json().message).toBe('আপনার ওষুধের অনুরোধ পাঠানো হয়েছে। ওষুধটি পাওয়া গেলে আমরা আপনাকে জানাব।');
  });

  it('checks the name', async () => {
    const patient = await createTestUser(db);
    const cases: Array<[object, string]> = [
      [{}, 'The name field is required.'],
      [{ name: '   ' }, 'The name field is required.'],
      [{ name: 'x'.repeat(191) }, 'The name may not be greater than 190 characters.'],
      [{ name: 42 }, 'The name must be a string.'],
    ];
    for (const [payload, message] of cases) {
      const res = await store(payload, patient.token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toEqual({ name: [message] });
    }
    const bn = await store({}, patient.token, 'bn');
    expect(bn.json().errors).toEqual({ name: ['নাম দিতে হবে।'] });
    expect((await index(patient.token)).json().total).toBe(0);
  });

  it(`allows at most ${MEDICINE_REQUESTS_OPEN_MAX} open requests at once (422 on name beyond)`, async () => {
    const patient = await createTestUser(db);
    await db
      .insert(medicineRequests)
      .values([
        ...Array.from({ length: MEDICINE_REQUESTS_OPEN_MAX - 2 }, (_, i) => ({ userId: patient.id, name: `Old ${i}` })),
        { userId: patient.id, name: 'Sourcing', status: 'Processing' as const },
        { userId: patient.id, name: 'Answered', status: 'Ready' as const },
        { userId: patient.id, name: 'Refused', status: 'Declined' as const, note: 'No' },
      ]);
    expect((await store({ name: 'The last one' }, patient.token)).statusCode).toBe(200);
    // Sent together, still only up to the limit.
    const burst = await Promise.all([
      store({ name: 'One more' }, patient.token),
      store({ name: 'And another' }, patient.token),
    ]);
    for (const res of burst) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: [
          `You already have ${MEDICINE_REQUESTS_OPEN_MAX} open medicine requests. Please wait until some of them are answered.`,
        ],
      });
    }
    expect((await index(patient.token)).json().total).toBe(MEDICINE_REQUESTS_OPEN_MAX + 2);
    // Another patient is not affected.
    expect((await store({ name: 'Mine' }, (await createTestUser(db)).token)).statusCode).toBe(200);
  });

  it('lists only my own requests, newest first, 10 a page', async () => {
    const me = await createTestUser(db);
    const other = await createTestUser(db);
    await store({ name: 'Not yours' }, other.token);
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push((await store({ name: `Medicine ${i}` }, me.token)).json().data.id);
    const first = (await index(me.token)).json() as MyMedicineRequestsResponse;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
    expect(first.data.map((r) => r.id)).toEqual(ids.slice(1).reverse());
    expect(first.data[0]).toMatchObject({ name: 'Medicine 10', status: 'Pending', created_at: expect.any(String) });
    const second = (await index(me.token, '?page=2')).json() as MyMedicineRequestsResponse;
    expect(second.data.map((r) => r.id)).toEqual([ids[0]]);
    expect((await index(me.token, '?page=abc')).statusCode).toBe(422);
    const theirs = (await index(other.token)).json() as MyMedicineRequestsResponse;
    expect(theirs.data.map((r) => r.name)).toEqual(['Not yours']);
  });
});
