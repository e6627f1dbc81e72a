import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@nirog/contracts';
import { stubApi, type StubbedRequest } from '../../../test/api';
import { ORDERS, anOrder, loadOrdersPages, renderOrders } from './admin-orders-test-api';

const awaiting = anOrder({ order_status: 'Pending', prescription: { id: 31, check: 'Awaiting' } });

function stubOrder(order: AdminOrder = awaiting) {
  const base = `${ORDERS}/${order.id}`;
  return stubApi({
    [`GET ${base}`]: { body: order },
    [`POST ${base}/prescription/confirm`]: {
      body: {
        message: 'The prescription is confirmed: the order can go to Processing.',
        data: { ...order, prescription: { id: 31, check: 'Confirmed' } },
      },
    },
    [`POST ${base}/prescription/reject`]: (request: StubbedRequest) => ({
      body: {
        message: 'The prescription is rejected and the order cancelled.',
        data: {
          ...order,
          order_status: 'Cancelled',
          prescription: { id: 31, check: 'Rejected' },
          cancel_reason: (request.body as { reason: string }).reason,
        },
      },
    }),
  });
}

beforeAll(loadOrdersPages, 60_000);

describe("admin order page: the order's prescription", { timeout: 20_000 }, () => {
  it('shows the prescription to check with a link to it, and confirms it after asking', async () => {
    const calls = stubOrder();
    renderOrders('/admin/orders/12');
    const panel = within(await screen.findByRole('region', { name: 'Prescription to check' }));
    expect(panel.getByRole('link', { name: 'Open prescription #31' })).toHaveAttribute(
      'href',
      '/admin/prescriptions/31',
    );
    // The order cannot move on before the check (the API refuses it): the stage button says why it waits.
    expect(screen.getByRole('button', { name: 'Move to Processing' })).toBeDisabled();
    expect(screen.getByText('Confirm the prescription first: the order stays Pending until then.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Confirm prescription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm this prescription?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm prescription' }));
    expect(await screen.findByRole('region', { name: 'Prescription confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to Processing' })).toBeEnabled();
    expect(screen.queryByText(/Confirm the prescription first/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm prescription' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${ORDERS}/12/prescription/confirm`]);
  });

  it('rejects it with a reason, which cancels the order', async () => {
    const calls = stubOrder();
    renderOrders('/admin/orders/12');
    const panel = within(await screen.findByRole('region', { name: 'Prescription to check' }));
    await userEvent.click(panel.getByRole('button', { name: 'Reject prescription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the prescription of order #12?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Another patient');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and cancel the order' }));
    expect(await screen.findByRole('region', { name: 'Prescription rejected' })).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/prescription/reject'))?.body).toEqual({ reason: 'Another patient' });
  });

  it('says no check is coming for an order cancelled before a pharmacist looked', async () => {
    stubOrder({ ...awaiting, order_status: 'Cancelled' });
    renderOrders('/admin/orders/12');
    const panel = within(await screen.findByRole('region', { name: 'Prescription not checked' }));
    expect(
      panel.getByText('The order was cancelled before a pharmacist checked the prescription.', { exact: false }),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Confirm prescription' })).not.toBeInTheDocument();
  });

  it('shows nothing for an order that needs no prescription', async () => {
    stubOrder(anOrder());
    renderOrders('/admin/orders/12');
    await screen.findByRole('heading', { level: 1, name: 'Order #12' });
    expect(screen.queryByRole('region', { name: /Prescription/ })).not.toBeInTheDocument();
  });
});
