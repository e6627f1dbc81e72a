import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMedicineRequest, AdminMedicineRequestUpdateBody } from '@nirog/contracts';
import { stubApi, type StubbedRequest } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import {
  MEDICINE_REQUESTS,
  PRODUCTS,
  aMedicineRequest,
  aPage,
  aProduct,
  loadPharmacyPages,
  renderPharmacy,
} from './admin-pharmacy-test-api';

const pending = aMedicineRequest();
const ready = aMedicineRequest({
  id: 9,
  name: 'Napa Extend',
  status: 'Ready',
  note: 'In stock now.',
  product: { id: 3, slug: 'napa-extend-665', title: 'Napa Extend 665 mg' },
  customer: { id: 9, name: 'Karim Uddin', email: 'karim@example.test', phone: null },
});
const maxpro = aProduct({ id: 5, slug: 'maxpro-20', title: 'Maxpro', power: '20 mg', final_price: 7 });

/** The queue, the catalogue search and an update that answers like the server (or as `reply` says). */
function stubRequestsApi(
  requests: AdminMedicineRequest[] = [pending, ready],
  reply?: (request: StubbedRequest) => { status?: number; body: unknown } | undefined,
) {
  return stubApi({
    [`GET ${MEDICINE_REQUESTS}`]: { body: aPage(requests) },
    [`GET ${PRODUCTS}`]: { body: aPage([maxpro]) },
    [`PUT ${MEDICINE_REQUESTS}/8`]: (request) => {
      const custom = reply?.(request);
      if (custom) return custom;
      const body = request.body as AdminMedicineRequestUpdateBody;
      return { body: { message: `The request is now ${body.status}.`, data: { ...pending, status: body.status } } };
    },
  });
}

const puts = (calls: StubbedRequest[]) => calls.filter((c) => c.method === 'PUT');

async function openUpdate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Update the request for Maxpro 20' }));
  return within(await screen.findByRole('dialog', { name: 'Update the request for Maxpro 20' }));
}

beforeAll(loadPharmacyPages, 60_000);

describe('medicine request queue', { timeout: 30_000 }, () => {
  it('shows each request: customer, medicine, status, note and the linked product', async () => {
    stubRequestsApi();
    renderPharmacy('/admin/medicine-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Medicine requests' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]);
    expect(first.getByText('Request #8')).toBeInTheDocument();
    expect(first.getByText('Rahima Khatun')).toBeInTheDocument();
    expect(first.getByText('Maxpro 20')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    const second = within(rows[2]);
    expect(second.getByText('Ready')).toBeInTheDocument();
    expect(second.getByText('In stock now.')).toBeInTheDocument();
    expect(second.getByRole('link', { name: /Napa Extend 665 mg/ })).toHaveAttribute(
      'href',
      '/product/napa-extend-665',
    );
  });

  it('sends the chosen status and the settled search from page 1', async () => {
    const calls = stubRequestsApi();
    renderPharmacy('/admin/medicine-requests?page=3');
    await screen.findByRole('table');
    expect(calls.find((c) => c.path === MEDICINE_REQUESTS)!.query.get('page')).toBe('3');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Processing' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('status') === 'Processing')).toBe(true));
    expect(calls.find((c) => c.query.get('status') === 'Processing')!.query.get('page')).toBe('1');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'maxpro');
    await waitFor(() => expect(calls.some((c) => c.query.get('customer') === 'maxpro')).toBe(true));
    expect(calls.filter((c) => c.query.get('customer')).map((c) => c.query.get('customer'))).toEqual(['maxpro']);
  });

  it('moves a request to Processing', async () => {
    const calls = stubRequestsApi();
    renderPharmacy('/admin/medicine-requests');
    const dialog = await openUpdate();
    expect(dialog.getByText('Asked for by Rahima Khatun')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Processing/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ status: 'Processing', note: null });
    expect(await screen.findByText('The request is now Processing.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks it Ready only with a product, chosen from the active ones', async () => {
    const calls = stubRequestsApi();
    renderPharmacy('/admin/medicine-requests');
    const dialog = await openUpdate();
    await userEvent.click(dialog.getByRole('radio', { name: /Ready/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Choose the product the patient can buy.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await userEvent.type(dialog.getByRole('combobox', { name: /Product/ }), 'maxp');
    await userEvent.click(await screen.findByRole('option', { name: /Maxpro \(20 mg\)/ }));
    const search = calls.find((c) => c.path === PRODUCTS)!;
    expect(search.query.get('status')).toBe('active');
    expect(search.query.get('search')).toBe('maxp');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note to the patient/ }), 'Same medicine.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ status: 'Ready', product_id: 5, note: 'Same medicine.' });
  });

  it('declines only with a reason', async () => {
    const calls = stubRequestsApi();
    renderPharmacy('/admin/medicine-requests');
    const dialog = await openUpdate();
    await userEvent.click(dialog.getByRole('radio', { name: /Declined/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please write the reason for declining.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), ' Not sold in Bangladesh. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ status: 'Declined', note: 'Not sold in Bangladesh.' });
  });

  it("shows the server's error on the product", async () => {
    stubRequestsApi(undefined, () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { product_id: ['This product is not on sale.'] } },
    }));
    renderPharmacy('/admin/medicine-requests');
    const dialog = await openUpdate();
    await userEvent.click(dialog.getByRole('radio', { name: /Ready/ }));
    await userEvent.type(dialog.getByRole('combobox', { name: /Product/ }), 'maxp');
    await userEvent.click(await screen.findByRole('option', { name: /Maxpro/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This product is not on sale.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts from the current answer of a Ready request', async () => {
    stubRequestsApi();
    renderPharmacy('/admin/medicine-requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Update the request for Napa Extend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update the request for Napa Extend' }));
    expect(dialog.getByRole('radio', { name: /Ready/ })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: /Product/ })).toHaveValue('Napa Extend 665 mg');
    expect(dialog.getByRole('textbox', { name: /Note to the patient/ })).toHaveValue('In stock now.');
  });

  it('shows cards on phones and speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      stubRequestsApi([ready]);
      renderPharmacy('/admin/medicine-requests');
      const name = await screen.findByText('Napa Extend');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(name.closest('li')!);
      expect(card.getByText('প্রস্তুত')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Napa Extend-এর অনুরোধ হালনাগাদ করুন' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
