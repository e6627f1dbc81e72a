import { describe, expect, it } from 'vitest';
import { WISHLIST_MAX, type WishlistResponse } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { createTestUser } from '../../../test/users';
import { eq } from 'drizzle-orm';
import { catalogTables, insertProducts } from '../catalog';
import { wishlistTables } from './index';

const URL = '/api/auth/wishlist';

describe('wishlist kept with the account', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const [napa, seclo, ace, gone] = await insertProducts(db, [
    { slug: `w-napa-${stamp}`, title: 'Napa 500', price: 1.2 },
    { slug: `w-seclo-${stamp}`, title: 'Seclo 20', price: 50 },
    { slug: `w-ace-${stamp}`, title: 'Ace 500', price: 1 },
    { slug: `w-gone-${stamp}`, title: 'Gone Syrup', price: 10, active: false },
  ]);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object, lang = 'en') =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    });
  const ids = (res: { json: () => unknown }) => (res.json() as WishlistResponse).data.map((p) => p.id);

  it('needs a login for every call', async () => {
    expect((await call('GET', URL)).statusCode).toBe(401);
    expect((await call('POST', URL, undefined, { product_id: napa })).statusCode).toBe(401);
    expect((await call('DELETE', `${URL}/${napa}`)).statusCode).toBe(401);
    expect((await call('POST', `${URL}/merge`, undefined, { product_ids: [napa] })).statusCode).toBe(401);
  });

  it('adds, lists newest first, ignores a second add, and removes with the toasts in en and bn', async () => {
    const user = await createTestUser(db);
    expect(ids(await call('GET', URL, user.token))).toEqual([]);
    const added = await call('POST', URL, user.token, { product_id: napa });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Successfully added to wishlist',
      data: [{ id: napa, title: 'Napa 500' }],
    });
    await call('POST', URL, user.token, { product_id: seclo });
    const again = await call('POST', URL, user.token, { product_id: napa }, 'bn');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('সফলভাবে পছন্দের তালিকায় যোগ হয়েছে');
    expect(ids(again)).toEqual([seclo, napa]);

    const removed = await call('DELETE', `${URL}/${napa}`, user.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Item successfully removed from your favourite list' });
    expect(ids(removed)).toEqual([seclo]);
    const bn = await call('DELETE', `${URL}/${napa}`, user.token, undefined, 'bn');
    expect(bn.statusCode).toBe(200);
    expect(bn.json().message).toBe('পণ্যটি আপনার পছন্দের তালিকা থেকে সফলভাবে সরানো হয়েছে');
  });

  it('answers bad ids with a 422 on the field, in the error shape', async () => {
    const user = await createTestUser(db);
    for (const payload of [{}, { product_id: 'x' }, { product_id: 0 }, { product_id: 2 ** 31 }]) {
      const res = await call('POST', URL, user.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toEqual(['product_id']);
      expect(typeof res.json().message).toBe('string');
    }
    const missing = await call('POST', URL, user.token, { product_id: gone });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ product_id: ['This product is no longer available.'] });
    const unknown = await call('POST', URL, user.token, { product_id: 2 ** 31 - 1 });
    expect(unknown.statusCode).toBe(422);
    expect((await call('DELETE', `${URL}/abc`, user.token)).statusCode).toBe(422);
    const merge = await call('POST', `${URL}/merge`, user.token, { product_ids: [napa, -1] });
    expect(merge.statusCode).toBe(422);
    expect(Object.keys(merge.json().errors)).toEqual(['product_ids.1']);
    const tooMany = await call('POST', `${URL}/merge`, user.token, {
      product_ids: Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['product_ids']);
    expect(ids(await call('GET', URL, user.token))).toEqual([]);
  });

  it("never shows or touches another user's items", async () => {
    const alice = await createTestUser(db);
    const bob = await createTestUser(db);
    await call('POST', URL, alice.token, { product_id: napa });
    await call('POST', URL, bob.token, { product_id: seclo });
    expect(ids(await call('GET', URL, alice.token))).toEqual([napa]);
    expect(ids(await call('GET', URL, bob.token))).toEqual([seclo]);
    // Bob removing Alice's product removes nothing of hers.
    await call('DELETE', `${URL}/${napa}`, bob.token);
    expect(ids(await call('GET', URL, alice.token))).toEqual([napa]);
  });

  it('merges the device list: repeats and saved products ignored, gone products skipped, idempotent', async () => {
    const user = await createTestUser(db);
    await call('POST', URL, user.token, { product_id: seclo });
    const merged = await call('POST', `${URL}/merge`, user.token, { product_ids: [ace, napa, ace, seclo, gone] });
    expect(merged.statusCode, merged.body).toBe(200);
    // The device's first product newest; Seclo was saved before.
    expect(ids(merged)).toEqual([ace, napa, seclo]);
    const again = await call('POST', `${URL}/merge`, user.token, { product_ids: [ace, napa, ace, seclo, gone] });
    expect(ids(again)).toEqual([ace, napa, seclo]);
    const rows = await db.select().from(wishlistTables.wishlistItems);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(3);
    expect(ids(await call('POST', `${URL}/merge`, user.token, { product_ids: [] }))).toEqual([ace, napa, seclo]);
  });

  it('hides products that left the shop', async () => {
    const user = await createTestUser(db);
    const [soon] = await insertProducts(db, [{ slug: `w-soon-${stamp}`, title: 'Soon Gone', price: 3 }]);
    await call('POST', URL, user.token, { product_id: soon });
    const { products } = catalogTables;
    await db.update(products).set({ active: false }).where(eq(products.id, soon));
    expect(ids(await call('GET', URL, user.token))).toEqual([]);
  });
});
