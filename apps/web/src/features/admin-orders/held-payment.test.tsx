import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@nirog/contracts';
import { logIn, stubApi, type StubbedRequest } from '../../../test/api';
import { ROLE } from '../../lib/roles';
import { ORDERS, aPayment, anAuditEntry, anOrder, loadOrdersPages, renderOrders } from './admin-orders-test-api';

/** An online order whose payment the gateway took but flagged as risky (SSLCommerz risk_level 1). */
const heldOrder = (): AdminOrder =>
  anOrder({
    payment_method: 1,
    payment_status: 'Pending',
    order_status: 'Pending',
    payment: aPayment({ gateway: 'sslcommerz', held_at: '2026-03-06T04:00:00.000Z', risk_level: 1 }),
  });

function stubHeldOrderApi(order: AdminOrder = heldOrder()) {
  const base = `${ORDERS}/${order.id}`;
  return stubApi({
    [`GET ${base}`]: { body: order },
    [`POST ${base}/held-payment/accept`]: {
      body: {
        message: 'The payment has been accepted: the order is paid.',
        data: {
          ...order,
          payment_status: 'Paid',
          payment: { ...order.payment!, status: 'Paid', held_at: null, paid_at: '2026-03-06T05:00:00.000Z' },
          audit_entries: [anAuditEntry({ id: 2, action: 'order_payment_accepted', details: { amount: 1234.5 } })],
        },
      },
    },
    [`POST ${base}/held-payment/reject`]: (request: StubbedRequest) => {
      const reason = (request.body as { reason: string }).reason;
      return {
        body: {
          message: 'The payment has been rejected and the order cancelled.',
          data: {
            ...order,
            order_status: 'Cancelled',
            payment_status: 'Failed',
            cancel_reason: reason,
            payment: { ...order.payment!, status: 'Failed', held_at: null },
            audit_entries: [
              anAuditEntry({ id: 2, action: 'order_payment_rejected', details: { from: 'Pending', reason } }),
            ],
          },
        },
      };
    },
  });
}

const posts = (calls: StubbedRequest[]) => calls.filter((c) => c.method === 'POST');

/** The order page, once the held-payment panel is there. */
async function heldPanel() {
  renderOrders('/admin/orders/12');
  return screen.findByRole('region', { name: 'Payment held for review' });
}
const asAdmin = () => logIn({ roles: [{ id: ROLE.Admin, name: 'Admin' }] });
const asPharmacist = () => logIn({ roles: [{ id: ROLE.Pharmacist, name: 'Pharmacist' }] });

beforeAll(loadOrdersPages, 60_000);

describe('admin order page: a payment held for risk', { timeout: 20_000 }, () => {
  it('shows the hold clearly, and an Admin accepts it after a confirmation', async () => {
    asAdmin();
    const calls = stubHeldOrderApi();
    const panel = await heldPanel();
    expect(panel).toHaveTextContent('The payment gateway took ৳1,234.50 on 6th March, 2026 10:00 AM');
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Held for review')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Accept payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this payment?' });
    expect(dialog).toHaveTextContent('Order #12 will be marked paid (৳1,234.50) and the customer will be e-mailed.');
    expect(posts(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept payment' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].path).toBe(`${ORDERS}/12/held-payment/accept`);
    expect(await screen.findByText('The payment has been accepted: the order is paid.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payment held for review' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Paid')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Payment accepted')).toBeInTheDocument();
  });

  it('rejects only with a reason, then shows the order cancelled', async () => {
    asAdmin();
    const calls = stubHeldOrderApi();
    const panel = await heldPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reject payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the payment of order #12?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and cancel the order' }));
    expect(await within(dialog).findByText('Please write why the payment is rejected.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Card holder denies it ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and cancel the order' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].path).toBe(`${ORDERS}/12/held-payment/reject`);
    expect(posts(calls)[0].body).toEqual({ reason: 'Card holder denies it' });
    expect(await screen.findByText('The payment has been rejected and the order cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('This order was cancelled.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Stage' })).getByText('Reason: Card holder denies it'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment held for review' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal as a toast and keeps the hold", async () => {
    asAdmin();
    stubApi({
      [`GET ${ORDERS}/12`]: { body: heldOrder() },
      [`POST ${ORDERS}/12/held-payment/accept`]: {
        status: 422,
        body: { message: 'This payment is not waiting for a review.' },
      },
    });
    const panel = await heldPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept payment' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept payment' }));
    expect(await screen.findByText('This payment is not waiting for a review.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment held for review' })).toBeInTheDocument();
  });

  it('tells a Pharmacist that an Admin decides, without the buttons', async () => {
    asPharmacist();
    stubHeldOrderApi();
    const panel = await heldPanel();
    expect(panel).toHaveTextContent('Only an Admin can accept or reject this payment.');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing of the kind for a payment that is not held', async () => {
    asAdmin();
    stubHeldOrderApi(anOrder({ payment_method: 1, payment: aPayment() }));
    renderOrders('/admin/orders/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment held for review' })).not.toBeInTheDocument();
    expect(screen.queryByText('Held for review')).not.toBeInTheDocument();
  });
});
