import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPrescription, AdminPrescriptionStatusBody } from '@nirog/contracts';
import { stubApi, type StubbedRequest } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import {
  PRESCRIPTIONS,
  aHistoryEntry,
  aPrescription,
  anOrder,
  loadPharmacyPages,
  renderPharmacy,
} from './admin-pharmacy-test-api';

/** A prescription page whose status call answers like the server, with the changed prescription. */
function stubPrescriptionApi(prescription: AdminPrescription = aPrescription()) {
  const base = `${PRESCRIPTIONS}/${prescription.id}`;
  return stubApi({
    [`GET ${base}`]: { body: prescription },
    [`PUT ${base}/status`]: (request: StubbedRequest) => {
      const body = request.body as AdminPrescriptionStatusBody;
      return {
        body: {
          message: `The prescription is now ${body.status}.`,
          data: {
            ...prescription,
            status: body.status,
            note: body.note ?? null,
            history: [
              aHistoryEntry({
                id: 9,
                action: `prescription_${body.status.toLowerCase()}`,
                details: { note: body.note },
              }),
              ...prescription.history,
            ],
          },
        },
      };
    },
  });
}

const writes = (calls: StubbedRequest[]) => calls.filter((c) => c.method !== 'GET');

beforeAll(loadPharmacyPages, 60_000);

describe('prescription page', { timeout: 20_000 }, () => {
  it('shows the images, the request, the customer, where to deliver with the fee, and the history', async () => {
    stubPrescriptionApi(aPrescription({ history: [aHistoryEntry()], note: 'Take after meals.', status: 'Reviewed' }));
    renderPharmacy('/admin/prescriptions/31');

    expect(await screen.findByRole('heading', { level: 1, name: 'Prescription #31' })).toBeInTheDocument();
    expect(screen.getByText('Uploaded on 5th March, 2026 10:30 AM')).toBeInTheDocument();
    const images = within(screen.getByRole('region', { name: 'Prescription images' }));
    expect(images.getByRole('img', { name: 'Prescription page 1 of 2' })).toHaveAttribute(
      'src',
      '/api/prescription-images/101/thumb?s=1',
    );
    expect(images.getByRole('button', { name: 'View page 2 full screen' })).toBeInTheDocument();

    const request = within(screen.getByRole('region', { name: 'Request' }));
    expect(request.getByText('7 days')).toBeInTheDocument();
    expect(request.getByText('Vitamin C')).toBeInTheDocument();
    expect(request.getByText('Take after meals.')).toBeInTheDocument();

    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('rahima@example.test')).toBeInTheDocument();
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('House 42, Road 11, Gulshan, Dhaka, 1213')).toBeInTheDocument();
    expect(delivery.getByText('৳60.00')).toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Marked reviewed')).toBeInTheDocument();
    expect(history.getByText('Note: Take after meals.')).toBeInTheDocument();
    expect(history.getByText('Parvez Pharmacist, 5th March, 2026 12:00 PM')).toBeInTheDocument();
  });

  it('opens the full-screen viewer from a thumbnail', async () => {
    stubPrescriptionApi();
    renderPharmacy('/admin/prescriptions/31');
    await userEvent.click(await screen.findByRole('button', { name: 'View page 2 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Image viewer' });
    await waitFor(() =>
      expect(
        within(viewer)
          .getAllByRole('img')
          .some((img) => img.getAttribute('src') === '/api/prescription-images/102/full?s=2'),
      ).toBe(true),
    );
  });

  it('marks it reviewed with an optional note', async () => {
    const calls = stubPrescriptionApi();
    renderPharmacy('/admin/prescriptions/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the prescription reviewed?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note to the patient/ }), ' Call us first. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: `${PRESCRIPTIONS}/31/status` });
    expect(writes(calls)[0].body).toEqual({ status: 'Reviewed', note: 'Call us first.' });
    expect(await screen.findByText('The prescription is now Reviewed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Marked reviewed')).toBeInTheDocument();
  });

  it('sends no note when none is written', async () => {
    const calls = stubPrescriptionApi();
    renderPharmacy('/admin/prescriptions/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the prescription reviewed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ status: 'Reviewed', note: null });
  });

  it('declines: the reason is required, then sent as the note', async () => {
    const calls = stubPrescriptionApi();
    renderPharmacy('/admin/prescriptions/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the prescription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please write the reason for declining.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' The image is unreadable. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ status: 'Declined', note: 'The image is unreadable.' });
    expect(await screen.findByText('The prescription is now Declined.')).toBeInTheDocument();

    // Declined: nothing more can be done.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create order' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    const request = within(screen.getByRole('region', { name: 'Request' }));
    expect(request.getByText('Reason for declining')).toBeInTheDocument();
    expect(request.getByText('The image is unreadable.')).toBeInTheDocument();
  });

  it("shows the server's error on the reason", async () => {
    stubApi({
      [`GET ${PRESCRIPTIONS}/31`]: { body: aPrescription() },
      [`PUT ${PRESCRIPTIONS}/31/status`]: {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { note: ['At most 1000 characters.'] } },
      },
    });
    renderPharmacy('/admin/prescriptions/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the prescription?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Because');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('At most 1000 characters.')).toBeInTheDocument();
  });

  it('shows the order the patient placed with it at checkout, and offers no action while it is live', async () => {
    const order = anOrder();
    stubPrescriptionApi(aPrescription({ status: 'Ordered', order, orders: [order] }));
    renderPharmacy('/admin/prescriptions/31');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Order #77 is placed with this prescription')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'The patient placed it at checkout on 6th March, 2026 11:00 AM: ৳84.00, Pending, awaiting payment.',
      ),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('Its prescription check is waiting: confirm or reject the prescription on the order.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open order #77' })).toHaveAttribute('href', '/admin/orders/77');

    const orders = within(screen.getByRole('region', { name: 'Orders with this prescription' }));
    expect(orders.getByRole('link', { name: 'Order #77' })).toHaveAttribute('href', '/admin/orders/77');
    expect(orders.getByText('Pending')).toBeInTheDocument();
    expect(orders.getByText('6 Mar 2026, 11:00 AM · by the patient at checkout')).toBeInTheDocument();
    expect(orders.getByText('৳84.00 · prescription check awaiting')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Create order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(
      screen.getByText(
        'Order #77 is placed with this prescription: a new order can be made only if that one is cancelled, and until then the status cannot change.',
      ),
    ).toBeInTheDocument();
  });

  it("links a pharmacist's order made from it", async () => {
    const order = anOrder({ placed_by: 'pharmacist', prescription_check: null, payment_status: 'Paid' });
    stubPrescriptionApi(aPrescription({ status: 'Ordered', order, orders: [order] }));
    renderPharmacy('/admin/prescriptions/31');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'A pharmacist made it from this prescription on 6th March, 2026 11:00 AM: ৳84.00, Pending, paid.',
      ),
    ).toBeInTheDocument();
    expect(within(alert).queryByText(/prescription check/)).not.toBeInTheDocument();
    const orders = within(screen.getByRole('region', { name: 'Orders with this prescription' }));
    expect(orders.getByText('6 Mar 2026, 11:00 AM · by a pharmacist')).toBeInTheDocument();
    expect(orders.getByText('৳84.00')).toBeInTheDocument();
  });

  it('lists a cancelled order but lets the pharmacist order again', async () => {
    const rejected = anOrder({ order_status: 'Cancelled', prescription_check: 'Rejected' });
    // Cancelled by staff before anyone checked its prescription: nothing is waiting any more.
    const cancelled = anOrder({ id: 76, order_status: 'Cancelled', total_amount: 50 });
    stubPrescriptionApi(aPrescription({ order: rejected, orders: [rejected, cancelled] }));
    renderPharmacy('/admin/prescriptions/31');
    const orders = within(await screen.findByRole('region', { name: 'Orders with this prescription' }));
    expect(orders.getByRole('link', { name: 'Order #77' })).toBeInTheDocument();
    expect(orders.getAllByText('Cancelled')).toHaveLength(2);
    expect(orders.getByText('৳84.00 · prescription check rejected')).toBeInTheDocument();
    expect(orders.getByText('৳50.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create order' })).toBeEnabled();
  });

  it('says when no order was placed with it', async () => {
    stubPrescriptionApi();
    renderPharmacy('/admin/prescriptions/31');
    const orders = within(await screen.findByRole('region', { name: 'Orders with this prescription' }));
    expect(orders.getByText('No order has been placed with this prescription.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create order' })).toBeEnabled();
  });

  it('says when the patient has no shipping address', async () => {
    stubPrescriptionApi(aPrescription({ shipping_address: null, shipping_fee: 120 }));
    renderPharmacy('/admin/prescriptions/31');
    const delivery = within(await screen.findByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('The patient has not added a shipping address yet.')).toBeInTheDocument();
    expect(delivery.getByText('৳120.00')).toBeInTheDocument();
  });

  it('speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const order = anOrder();
    stubPrescriptionApi(aPrescription({ status: 'Ordered', order, orders: [order] }));
    renderPharmacy('/admin/prescriptions/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রেসক্রিপশন #৩১' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('এই প্রেসক্রিপশন দিয়ে অর্ডার #৭৭ দেওয়া হয়েছে')).toBeInTheDocument();
    const orders = within(screen.getByRole('region', { name: 'এই প্রেসক্রিপশনের অর্ডার' }));
    expect(orders.getByRole('link', { name: 'অর্ডার #৭৭' })).toHaveAttribute('href', '/admin/orders/77');
    const delivery = within(screen.getByRole('region', { name: 'ডেলিভারি' }));
    expect(delivery.getByText('House 42, Road 11, গুলশান, ঢাকা, 1213')).toBeInTheDocument();
    expect(delivery.getByText('৳৬০.০০')).toBeInTheDocument();
  });

  it('says so when the prescription does not exist', async () => {
    stubApi({});
    renderPharmacy('/admin/prescriptions/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
  });
});
