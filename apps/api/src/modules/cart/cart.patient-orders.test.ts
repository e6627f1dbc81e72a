import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { ValidationError } from '../../lib/errors';
import { getShippingFees } from '../content';
import { mailTables } from '../mail';
import { paymentsTables } from '../payments';
import { cartTables, createOrderForPatient, type PatientOrderInput } from './index';
import { addTestAddress, createTestUser } from '../../../test/users';
import { seedCartProducts } from './cart.test-support';

const { orders, orderItems } = cartTables;

describe('createOrderForPatient (a pharmacist orders for a patient)', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const products = await seedCartProducts(db);
  const shipping = (await getShippingFees(db)).insideDhakaPoisha;

  const patientWithAddress = async () => {
    const user = await createTestUser(db);
    await addTestAddress(app, user.token);
    return user;
  };
  const order = (
    patient: { id: number; email: string },
    items: PatientOrderInput['items'],
    extra: Partial<PatientOrderInput> = {},
  ) =>
    db.transaction((tx) =>
      createOrderForPatient(tx, {
        patient: { id: patient.id, name: 'Rahima Khatun', email: patient.email },
        items,
        paymentMethod: PAYMENT_METHOD.CashOnDelivery,
        lang: 'en',
        appUrl: 'http://nirog.test',
        ...extra,
      }),
    );
  const fieldsOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    return Object.keys((error as ValidationError).fields);
  };

  it('prices every line from the catalogue, merges repeated products and adds the address fee', async () => {
    const patient = await patientWithAddress();
    const placed = await order(patient, [
      { product_id: products.seclo, qty: 2 },
      { product_id: products.napa, qty: 1 },
      { product_id: products.seclo, qty: 1 },
    ]);
    const total = 3 * 4500 + 120 + shipping;
    expect(placed).toEqual({ orderId: expect.any(Number), totalPoisha: total, paymentPublicId: null });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({
      userId: patient.id,
      status: 'Pending',
      paymentStatus: 'Pending',
      paymentMethod: 2,
      couponId: null,
      couponDiscountPoisha: 0,
      shippingFeePoisha: shipping,
      totalPoisha: total,
      shipDistrict: 'Dhaka',
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.map((i) => [i.productId, i.title, i.bnTitle, i.qty, i.unitPricePoisha])).toEqual([
      [products.seclo, 'Seclo 20', null, 3, 4500],
      [products.napa, 'Napa 500', 'নাপা ৫০০', 1, 120],
    ]);
  });

  it('refuses inactive and unknown products on items.N.product_id, and writes nothing', async () => {
    const patient = await patientWithAddress();
    const fields = await fieldsOf(
      order(patient, [
        { product_id: products.napa, qty: 1 },
        { product_id: products.old, qty: 1 },
        { product_id: 987654, qty: 1 },
      ]),
    );
    expect(fields).toEqual(['items.1.product_id', 'items.2.product_id']);
    expect(await db.select().from(orders).where(eq(orders.userId, patient.id))).toHaveLength(0);
  });

  it('refuses quantities and line counts checkout refuses', async () => {
    const patient = await patientWithAddress();
    expect(
      await fieldsOf(
        order(patient, [
          { product_id: products.napa, qty: 0 },
          { product_id: products.seclo, qty: 1.5 },
        ]),
      ),
    ).toEqual(['items.0.qty', 'items.1.qty']);
    expect(await fieldsOf(order(patient, []))).toEqual(['items']);
    expect(
      await fieldsOf(
        order(patient, [
          { product_id: products.napa, qty: 60 },
          { product_id: products.napa, qty: 60 },
        ]),
      ),
    ).toEqual(['items.1.qty']);
  });

  it('refuses a patient without a shipping address with a 422 on shipping_address', async () => {
    const patient = await createTestUser(db);
    expect(await fieldsOf(order(patient, [{ product_id: products.napa, qty: 1 }]))).toEqual(['shipping_address']);
  });

  it('gives an online order its payment (Pay now), a cash order none', async () => {
    const patient = await patientWithAddress();
    const online = await order(patient, [{ product_id: products.napa, qty: 2 }], {
      paymentMethod: PAYMENT_METHOD.Online,
    });
    expect(online.paymentPublicId).toEqual(expect.any(String));
    const [payment] = await db
      .select()
      .from(paymentsTables.payments)
      .where(eq(paymentsTables.payments.publicId, online.paymentPublicId!));
    expect(payment).toMatchObject({
      purpose: 'order',
      subjectId: online.orderId,
      userId: patient.id,
      amountPoisha: 240 + shipping,
      status: 'Pending',
    });
    const cash = await order(patient, [{ product_id: products.napa, qty: 1 }]);
    const cashPayments = await db
      .select()
      .from(paymentsTables.payments)
      .where(eq(paymentsTables.payments.subjectId, cash.orderId));
    expect(cashPayments.filter((p) => p.purpose === 'order')).toHaveLength(0);
  });

  it("shows in the patient's My orders with Pay now", async () => {
    const patient = await patientWithAddress();
    const online = await order(patient, [{ product_id: products.seclo, qty: 1 }], {
      paymentMethod: PAYMENT_METHOD.Online,
    });
    const res = await app.inject({ method: 'GET', url: '/api/auth/order/my-orders', headers: bearer(patient.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: online.orderId,
        order_status: 'Pending',
        payment_status: 'Pending',
        need_payment_crypt_id: online.paymentPublicId,
        total_amount: (4500 + shipping) / 100,
      }),
    ]);
  });

  it("mails the patient in their language, saying a pharmacist prepared it, with the pharmacist's note", async () => {
    const patient = await patientWithAddress();
    await order(patient, [{ product_id: products.napa, qty: 1 }], { lang: 'bn', note: 'Take after meals.' });
    const mails = await db.select().from(mailTables.mailOutbox).where(like(mailTables.mailOutbox.to, patient.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^আপনার নিরোগ অর্ডার #/);
    expect(mails[0].text).toContain('নিরোগের একজন ফার্মাসিস্ট আপনার প্রেসক্রিপশন থেকে এই অর্ডারটি তৈরি করেছেন।');
    expect(mails[0].text).toContain('ফার্মাসিস্টের মন্তব্য: Take after meals.');
    expect(mails[0].text).toContain('A Nirog pharmacist prepared this order from your prescription.');
    expect(mails[0].text).toContain("Pharmacist's note: Take after meals.");
  });
});
