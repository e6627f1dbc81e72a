import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@nirog/contracts';
import { stubApi, type StubbedRequest } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import { ORDERS, aPayment, anAuditEntry, anOrder, loadOrdersPages, renderOrders } from './admin-orders-test-api';

/** An order page whose writes answer like the server, with the changed order. */
function stubOrderApi(order: AdminOrder = anOrder()) {
  const base = `${ORDERS}/${order.id}`;
  return stubApi({
    [`GET ${base}`]: { body: order },
    [`POST ${base}/status`]: (request: StubbedRequest) => {
      const stage = (request.body as { order_status: AdminOrder['order_status'] }).order_status;
      return {
        body: {
          message: `The order is now ${stage}.`,
          data: {
            ...order,
            order_status: stage,
            audit_entries: [
              anAuditEntry({ id: 2, details: { from: order.order_status, to: stage } }),
              ...order.audit_entries,
            ],
          },
        },
      };
    },
    [`POST ${base}/cancel`]: (request: StubbedRequest) => {
      const reason = (request.body as { reason: string }).reason;
      return {
        body: {
          message: 'The order has been cancelled.',
          data: { ...order, order_status: 'Cancelled', cancel_reason: reason },
        },
      };
    },
    [`POST ${base}/mark-paid`]: {
      body: {
        message: 'The payment has been recorded.',
        data: {
          ...order,
          payment_status: 'Paid',
          payment: aPayment({ gateway: 'cash', status: 'Paid', paid_at: '2026-03-07T08:00:00.000Z' }),
        },
      },
    },
  });
}

const posts = (calls: StubbedRequest[]) => calls.filter((c) => c.method === 'POST');

beforeAll(loadOrdersPages, 60_000);
afterEach(() => useLanguageStore.setState({ language: 'en' }));

describe('admin order page', { timeout: 20_000 }, () => {
  it('shows the items with pictures and product links, the totals, the coupon, shipping, customer and history', async () => {
    stubOrderApi(
      anOrder({
        payment_method: 1,
        payment_status: 'Paid',
        payment: aPayment({
          id: 'x9',
          status: 'Paid',
          transaction_id: 'TRX-5521',
          paid_at: '2026-03-05T05:00:00.000Z',
        }),
      }),
    );
    renderOrders('/admin/orders/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(document.title).toBe('Order #12 | Nirog');
    expect(screen.getByText('Placed on 5th March, 2026 10:30 AM')).toBeInTheDocument();

    const items = within(screen.getAllByRole('table')[0]);
    expect(items.getByRole('link', { name: 'Napa 500 mg' })).toHaveAttribute('href', '/product/napa-500-mg-tablet');
    // A product no longer in the catalog is listed without a link.
    expect(items.getByText('Seclo 20 mg')).toBeInTheDocument();
    expect(items.queryByRole('link', { name: 'Seclo 20 mg' })).not.toBeInTheDocument();
    expect(items.getByRole('row', { name: /Napa 500 mg/ }).querySelector('img')).toHaveAttribute(
      'src',
      '/storage/products/napa-thumb.webp',
    );
    expect(items.getByText('৳1,000.00')).toBeInTheDocument();

    const totals = within(screen.getByRole('group', { name: 'Totals' }));
    expect(totals.getByText('৳1,300.00')).toBeInTheDocument();
    expect(totals.getByText('৳60.00')).toBeInTheDocument();
    expect(totals.getByText('Coupon EID10')).toBeInTheDocument();
    expect(totals.getByText('− ৳125.50')).toBeInTheDocument();
    expect(totals.getByText('৳1,234.50')).toBeInTheDocument();

    const shipping = within(screen.getByRole('region', { name: 'Shipping address' }));
    expect(shipping.getByText('House 42, Road 11, Banani, Gulshan, Dhaka, 1213')).toBeInTheDocument();
    expect(shipping.getByText('Home')).toBeInTheDocument();
    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('rahima@example.test')).toBeInTheDocument();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Online payment')).toBeInTheDocument();
    expect(payment.getByText('Sandbox (test payments)')).toBeInTheDocument();
    expect(payment.getByText('TRX-5521')).toBeInTheDocument();
    expect(payment.getByText('5th March, 2026 11:00 AM')).toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Stage changed')).toBeInTheDocument();
    expect(history.getByText('Pending → Processing')).toBeInTheDocument();
    expect(history.getByText('Ayesha Admin, 5th March, 2026 12:00 PM')).toBeInTheDocument();

    // Online and already paid: nothing to record.
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('moves the stage only after confirmation, then shows the new stage and the message', async () => {
    const calls = stubOrderApi();
    renderOrders('/admin/orders/12');
    expect(await screen.findByText('Current stage: Processing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Processing/ })).toHaveAttribute('aria-current', 'step');

    await userEvent.click(screen.getByRole('button', { name: 'Move to Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Shipped?' });
    expect(dialog).toHaveTextContent('Order #12 will be moved to Shipped and the customer will be e-mailed.');
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].path).toBe(`${ORDERS}/12/status`);
    expect(posts(calls)[0].body).toEqual({ order_status: 'Shipped' });
    expect(await screen.findByText('The order is now Shipped.')).toBeInTheDocument();
    expect(await screen.findByText('Current stage: Shipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to Delivered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Processing' })).toBeInTheDocument();
    expect(screen.getByText('Processing → Shipped')).toBeInTheDocument();
  });

  it('does not move the stage when the confirmation is cancelled', async () => {
    const calls = stubOrderApi();
    renderOrders('/admin/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Pending?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toHaveLength(0);
  });

  it('cancels: the modal requires a reason, then sends it', async () => {
    const calls = stubOrderApi();
    renderOrders('/admin/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #12?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText('Please write the reason for cancelling.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Out of stock ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].path).toBe(`${ORDERS}/12/cancel`);
    expect(posts(calls)[0].body).toEqual({ reason: 'Out of stock' });
    expect(await screen.findByText('The order has been cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('This order was cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
  });

  it("shows the server's error under the reason", async () => {
    const order = anOrder();
    stubApi({
      [`GET ${ORDERS}/12`]: { body: order },
      [`POST ${ORDERS}/12/cancel`]: {
        status: 422,
        body: { message: 'The reason is too long.', errors: { reason: ['At most 500 characters.'] } },
      },
    });
    renderOrders('/admin/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #12?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Because');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText('At most 500 characters.')).toBeInTheDocument();
  });

  it('cannot cancel a delivered or completed order', async () => {
    stubOrderApi(anOrder({ order_status: 'Delivered' }));
    renderOrders('/admin/orders/12');
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeDisabled();
    expect(screen.getByText('A delivered or completed order can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to Completed' })).toBeEnabled();
  });

  it('names the payment gateway and numbers the stages in the language of the page', async () => {
    const paidInCash = anOrder({
      payment_status: 'Paid',
      payment: aPayment({ gateway: 'cash', status: 'Paid', paid_at: '2026-03-07T08:00:00.000Z' }),
    });
    stubOrderApi(paidInCash);
    const { unmount } = renderOrders('/admin/orders/12');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Cash collected')).toBeInTheDocument();
    expect(within(payment).queryByText('cash')).not.toBeInTheDocument();
    unmount();

    useLanguageStore.setState({ language: 'bn' });
    stubOrderApi(paidInCash);
    renderOrders('/admin/orders/12');
    const bnPayment = await screen.findByRole('region', { name: 'পেমেন্ট' });
    expect(within(bnPayment).getByText('নগদ সংগ্রহ')).toBeInTheDocument();
    const stages = screen.getByRole('region', { name: 'ধাপ' });
    // Processing: the first stage is done (ticked), the other four show their number.
    for (const n of ['২', '৩', '৪', '৫']) expect(within(stages).getByText(n)).toBeInTheDocument();
    for (const n of ['2', '3', '4', '5']) expect(within(stages).queryByText(n)).not.toBeInTheDocument();
  });

  it("names the items in the staff member's language: the Bengali title as sold, else the English one", async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubOrderApi(anOrder());
    renderOrders('/admin/orders/12');
    await screen.findByRole('heading', { level: 1, name: 'অর্ডার #১২' });
    const items = within(screen.getAllByRole('table')[0]);
    expect(items.getByRole('link', { name: 'নাপা ৫০০ মি.গ্রা.' })).toHaveAttribute(
      'href',
      '/product/napa-500-mg-tablet',
    );
    expect(items.getByText('Seclo 20 mg')).toBeInTheDocument();
    expect(items.queryByText('Napa 500 mg')).not.toBeInTheDocument();
  });

  it('lists the stages one under the other on a narrow screen (side by side, the last label was cut at 360 px)', async () => {
    stubOrderApi(anOrder());
    renderOrders('/admin/orders/12');
    const stages = await screen.findByRole('region', { name: 'Stage' });
    // test/setup.ts: no media query matches, as on a phone.
    expect(stages.querySelector('.mantine-Stepper-steps')).toHaveAttribute('data-orientation', 'vertical');
  });

  it('marks a cash-on-delivery order paid after confirmation', async () => {
    const calls = stubOrderApi();
    renderOrders('/admin/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid?' });
    expect(posts(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].path).toBe(`${ORDERS}/12/mark-paid`);
    expect(await screen.findByText('The payment has been recorded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Paid')).toBeInTheDocument();
  });

  it.each([
    ['an online order awaiting payment', { payment_method: 1, payment_status: 'Pending' }],
    ['a cash order already paid', { payment_method: 2, payment_status: 'Paid' }],
    ['a cancelled cash order', { payment_method: 2, payment_status: 'Pending', order_status: 'Cancelled' }],
  ] as const)('offers no Mark paid for %s', async (_, overrides) => {
    stubOrderApi(anOrder(overrides));
    renderOrders('/admin/orders/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('shows the error of a failed move as a toast', async () => {
    stubApi({
      [`GET ${ORDERS}/12`]: { body: anOrder() },
      [`POST ${ORDERS}/12/status`]: { status: 422, body: { message: 'A cancelled order cannot move.' } },
    });
    renderOrders('/admin/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Shipped' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('A cancelled order cannot move.')).toBeInTheDocument();
    expect(screen.getByText('Current stage: Processing')).toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    stubApi({ [`GET ${ORDERS}/99`]: { status: 404, body: { message: 'Order not found.' } } });
    renderOrders('/admin/orders/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});
