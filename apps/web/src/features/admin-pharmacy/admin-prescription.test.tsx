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

  it('links an ordered prescription to its order and offers no action', async () => {
    stubPrescriptionApi(
      aPrescription({
        status: 'Ordered',
        order: { id: 77, order_status: 'Pending', payment_status: 'Pending', total_amount: 84 },
      }),
    );
    renderPharmacy('/admin/prescriptions/31');
    expect(await screen.findByRole('link', { name: 'Open order #77' })).toHaveAttribute('href', '/admin/orders/77');
    expect(screen.getByText('Total ৳84.00 · Pending, awaiting payment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
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
    stubPrescriptionApi();
    renderPharmacy('/admin/prescriptions/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রেসক্রিপশন #৩১' })).toBeInTheDocument();
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
