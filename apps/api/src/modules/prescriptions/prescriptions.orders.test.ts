import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type AdminPrescription,
  type AdminPrescriptionsResponse,
  type MyPrescriptionsResponse,
} from '@nirog/contracts';
import { cartTables } from '../cart';
import { toBengaliDigits } from '../../lib/i18n';
import { createPharmacyTestApp, pharmacyScene } from './prescriptions.test-support';

const { orders } = cartTables;

/** A prescription the patient placed an order with at checkout, as the pharmacist and the patient see it. */
describe('prescriptions and the orders placed with them', async () => {
  const { app, database } = await createPharmacyTestApp();
  const db = database.db;
  const { pharmacist, patient, call, upload, checkoutWith, orderFrom } = await pharmacyScene({ app, database }, 'rxo');
  const checkout = async (prescriptionId: number) => {
    const res = await checkoutWith(prescriptionId, 2);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order_id as number;
  };
  const detail = async (id: number) => {
    const res = await call('GET', `/api/admin/prescriptions/${id}`, pharmacist.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminPrescription;
  };
  const cancel = async (orderId: number) => {
    const res = await call('POST', `/api/admin/orders/${orderId}/cancel`, pharmacist.token, { reason: 'Test' });
    expect(res.statusCode, res.body).toBe(200);
  };
  const listed = async (id: number, status?: string) => {
    const query = `customer=%23${id}${status ? `&status=${status}` : ''}`;
    const res = await call('GET', `/api/admin/prescriptions?${query}`, pharmacist.token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminPrescriptionsResponse).data;
  };
  const mine = async (id: number) => {
    const res = await call('GET', '/api/auth/get/my-prescription', patient.token);
    return (res.json() as MyPrescriptionsResponse).data.find((p) => p.id === id)!;
  };

  it('shows the order placed at checkout on the prescription, Ordered for the pharmacist and the patient', async () => {
    const id = await upload();
    const orderId = await checkout(id);
    const body = await detail(id);
    expect(body.status).toBe('Ordered');
    expect(body.orders).toEqual([
      {
        id: orderId,
        order_status: 'Pending',
        payment_status: 'Pending',
        total_amount: expect.any(Number),
        created_at: expect.any(String),
        placed_by: 'patient',
        prescription_check: 'Awaiting',
      },
    ]);
    expect(body.order).toMatchObject({ id: orderId, order_status: 'Pending' });

    expect(await listed(id)).toMatchObject([{ id, status: 'Ordered', order_id: orderId }]);
    expect(await listed(id, 'Ordered')).toHaveLength(1);
    expect(await listed(id, 'Pending')).toHaveLength(0);

    expect(await mine(id)).toMatchObject({ status: 'Ordered', order: { id: orderId, order_status: 'Pending' } });
  });

  it('refuses a second order from the prescription while the first is live, naming it in both languages', async () => {
    const id = await upload();
    const orderId = await checkout(id);
    const res = await orderFrom(id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: `Order #${orderId} is already placed with this prescription; a new order can be made from it only if that one is cancelled.`,
      errors: {
        status: [
          `Order #${orderId} is already placed with this prescription; a new order can be made from it only if that one is cancelled.`,
        ],
      },
    });
    const bn = await orderFrom(id, 'bn');
    expect(bn.statusCode).toBe(422);
    expect(bn.json().errors.status[0]).toContain(`#${toBengaliDigits(String(orderId))}`);

    // Reviewing or declining it would contradict the order waiting on it: the order's own check is the way.
    const review = await call('PUT', `/api/admin/prescriptions/${id}/status`, pharmacist.token, { status: 'Reviewed' });
    expect(review.statusCode).toBe(422);
    expect(review.json().errors.status[0]).toContain(`#${orderId}`);
    expect((await detail(id)).orders).toHaveLength(1);
  });

  it('lets a cancelled order give way to a new one, and lists both', async () => {
    const id = await upload();
    const first = await checkout(id);
    await cancel(first);
    expect((await detail(id)).status).toBe('Pending');
    expect(await mine(id)).toMatchObject({ status: 'Pending', order: { id: first, order_status: 'Cancelled' } });

    const res = await orderFrom(id);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data as AdminPrescription;
    const second = made.order!.id;
    expect(made.status).toBe('Ordered');
    expect(made.orders.map((o) => [o.id, o.order_status, o.placed_by])).toEqual([
      [second, 'Pending', 'pharmacist'],
      [first, 'Cancelled', 'patient'],
    ]);

    // The pharmacist's order cancelled too: the prescription reads Reviewed and takes a new order again.
    await cancel(second);
    const after = await detail(id);
    expect(after.status).toBe('Reviewed');
    expect(after.order).toMatchObject({ id: second, order_status: 'Cancelled' });
    expect(await listed(id, 'Reviewed')).toHaveLength(1);
    const third = await orderFrom(id);
    expect(third.statusCode, third.body).toBe(200);
    expect((third.json().data as AdminPrescription).orders.map((o) => o.id)).toEqual([
      third.json().data.order.id,
      second,
      first,
    ]);
  });

  it("knows a pharmacist's order kept only by the prescription's order_id (made before orders kept their prescription)", async () => {
    const id = await upload();
    const res = await orderFrom(id);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = (res.json().data as AdminPrescription).order!.id;
    await db.update(orders).set({ prescriptionId: null }).where(eq(orders.id, orderId));

    expect((await detail(id)).orders).toMatchObject([{ id: orderId, placed_by: 'pharmacist' }]);
    expect(await listed(id, 'Ordered')).toMatchObject([{ id, order_id: orderId }]);
    expect((await orderFrom(id)).statusCode).toBe(422);
  });
});
