import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { logIn, stubApi } from '../../../test/api';
import { ROLE } from '../../lib/roles';
import { ORDERS, aPayment, anOrder, loadOrdersPages, renderOrders } from './admin-orders-test-api';

beforeAll(loadOrdersPages, 60_000);

describe('admin order page: money that arrived after the order was cancelled', { timeout: 20_000 }, () => {
  it('says the payment must be refunded, with the amount, date and reference', async () => {
    logIn({ roles: [{ id: ROLE.Pharmacist, name: 'Pharmacist' }] });
    const order = anOrder({
      payment_method: 1,
      order_status: 'Cancelled',
      payment_status: 'Pending',
      payment: aPayment({
        gateway: 'sandbox',
        status: 'Paid',
        transaction_id: 'SBX-42',
        paid_at: '2026-03-06T04:00:00.000Z',
        refund_due_at: '2026-03-06T04:00:00.000Z',
      }),
    });
    stubApi({ [`GET ${ORDERS}/${order.id}`]: { body: order } });
    renderOrders(`/admin/orders/${order.id}`);
    const panel = await screen.findByRole('region', { name: 'Payment to refund' });
    expect(panel).toHaveTextContent(
      'The payment gateway took ৳1,234.50 on 6th March, 2026 10:00 AM (reference SBX-42) after this order was cancelled.',
    );
  });

  it('is not shown for an ordinary payment', async () => {
    logIn({ roles: [{ id: ROLE.Admin, name: 'Admin' }] });
    const order = anOrder({ payment: aPayment({ status: 'Paid' }) });
    stubApi({ [`GET ${ORDERS}/${order.id}`]: { body: order } });
    renderOrders(`/admin/orders/${order.id}`);
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByRole('region', { name: 'Payment to refund' })).not.toBeInTheDocument();
  });
});
