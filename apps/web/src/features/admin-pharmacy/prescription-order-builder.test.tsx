import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPrescription } from '@nirog/contracts';
import { stubApi, type StubbedRequest } from '../../../test/api';
import {
  PRESCRIPTIONS,
  PRODUCTS,
  aPage,
  aPrescription,
  aProduct,
  anOrder,
  loadPharmacyPages,
  renderPharmacy,
} from './admin-pharmacy-test-api';

const napa = aProduct();
const seclo = aProduct({ id: 2, slug: 'seclo-20', title: 'Seclo', power: '20 mg', final_price: 7.5 });
const madeOrder = anOrder({ total_amount: 99, placed_by: 'pharmacist', prescription_check: null });
const ordered: Partial<AdminPrescription> = { status: 'Ordered', order: madeOrder, orders: [madeOrder] };

type OrderReply = { status?: number; body: unknown };

/** The prescription, the catalogue search (active products whose name contains the term) and the order call. */
function stubBuilderApi(orderReply: (request: StubbedRequest) => OrderReply) {
  const prescription = aPrescription();
  return stubApi({
    [`GET ${PRESCRIPTIONS}/31`]: { body: prescription },
    [`GET ${PRODUCTS}`]: (request) => {
      const term = (request.query.get('search') ?? '').toLowerCase();
      return { body: aPage([napa, seclo].filter((p) => p.title.toLowerCase().includes(term))) };
    },
    [`POST ${PRESCRIPTIONS}/31/order`]: orderReply,
  });
}

const success = (): OrderReply => ({
  body: { message: 'The order has been created.', data: aPrescription(ordered) },
});

async function openBuilder() {
  renderPharmacy('/admin/prescriptions/31');
  await userEvent.click(await screen.findByRole('button', { name: 'Create order' }));
  return within(await screen.findByRole('region', { name: 'Create an order for the patient' }));
}

/** Finds a product by typing, picks it, sets the quantity and adds the line. */
async function addProduct(builder: ReturnType<typeof within>, term: string, option: RegExp, qty?: string) {
  await userEvent.type(builder.getByRole('combobox', { name: 'Product' }), term);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  if (qty !== undefined) {
    const quantity = builder.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, qty);
  }
  await userEvent.click(builder.getByRole('button', { name: 'Add' }));
}

const orderPosts = (calls: StubbedRequest[]) => calls.filter((c) => c.method === 'POST');

beforeAll(loadPharmacyPages, 60_000);

describe('order builder', { timeout: 30_000 }, () => {
  it('searches active products only, after the typing settles', async () => {
    const calls = stubBuilderApi(success);
    const builder = await openBuilder();
    await userEvent.type(builder.getByRole('combobox', { name: 'Product' }), 'sec');
    expect(await screen.findByRole('option', { name: /Seclo \(20 mg\)/ })).toHaveTextContent('৳7.50');
    expect(screen.queryByRole('option', { name: /Napa/ })).not.toBeInTheDocument();
    const searches = calls.filter((c) => c.path === PRODUCTS);
    expect(searches.map((c) => c.query.get('search'))).toEqual(['sec']);
    expect(searches[0].query.get('status')).toBe('active');
  });

  it('adds lines with quantities, merges a product added twice, removes one, and totals with the shipping fee', async () => {
    stubBuilderApi(success);
    const builder = await openBuilder();
    expect(builder.getByText('No medicines added yet.')).toBeInTheDocument();

    await addProduct(builder, 'napa', /Napa \(500 mg\)/, '3');
    await addProduct(builder, 'sec', /Seclo/);
    const lines = within(builder.getByRole('table', { name: 'Medicines in the order' }));
    expect(lines.getByRole('textbox', { name: 'Quantity of Napa (500 mg)' })).toHaveValue('3');
    expect(lines.getByRole('textbox', { name: 'Quantity of Seclo (20 mg)' })).toHaveValue('1');
    expect(lines.getByText('৳36.00')).toBeInTheDocument();
    // The picker is ready for the next product.
    expect(builder.getByRole('combobox', { name: 'Product' })).toHaveValue('');
    expect(builder.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');

    const totals = within(builder.getByLabelText('Order totals'));
    expect(totals.getByText('৳43.50')).toBeInTheDocument();
    expect(totals.getByText('৳60.00')).toBeInTheDocument();
    expect(totals.getByText('৳103.50')).toBeInTheDocument();

    await addProduct(builder, 'napa', /Napa/, '2');
    expect(lines.getAllByRole('row')).toHaveLength(3);
    expect(lines.getByRole('textbox', { name: 'Quantity of Napa (500 mg)' })).toHaveValue('5');

    await userEvent.click(lines.getByRole('button', { name: 'Remove Napa (500 mg)' }));
    expect(lines.queryByText('Napa (500 mg)')).not.toBeInTheDocument();
    expect(totals.getByText('৳67.50')).toBeInTheDocument();
  });

  it('keeps quantities whole and between 1 and 100', async () => {
    const calls = stubBuilderApi(success);
    const builder = await openBuilder();
    await addProduct(builder, 'napa', /Napa/);
    const qty = builder.getByRole('textbox', { name: 'Quantity of Napa (500 mg)' });

    await userEvent.clear(qty);
    await userEvent.type(qty, '250');
    await userEvent.tab();
    expect(qty).toHaveValue('100');

    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    await userEvent.tab();
    expect(qty).toHaveValue('1');

    await userEvent.clear(qty);
    await userEvent.type(qty, '2.5');
    expect(qty).toHaveValue('25');

    await userEvent.clear(qty);
    expect(builder.getByText('A whole number from 1 to 100')).toBeInTheDocument();
    await userEvent.click(builder.getByRole('button', { name: 'Create the order' }));
    expect(await builder.findByText('Every quantity must be a whole number from 1 to 100.')).toBeInTheDocument();
    expect(orderPosts(calls)).toHaveLength(0);

    // Adding also stays within bounds.
    const addQty = builder.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(addQty);
    expect(builder.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('asks for at least one medicine', async () => {
    const calls = stubBuilderApi(success);
    const builder = await openBuilder();
    await userEvent.click(builder.getByRole('button', { name: 'Create the order' }));
    expect(await builder.findByText('Add at least one medicine.')).toBeInTheDocument();
    expect(orderPosts(calls)).toHaveLength(0);
  });

  it('sends the lines, the payment method and the note exactly as the contract says, then shows the order', async () => {
    const calls = stubBuilderApi(success);
    const builder = await openBuilder();
    // Online payment is the default.
    expect(builder.getByRole('radio', { name: 'Online payment' })).toBeChecked();
    await addProduct(builder, 'napa', /Napa/, '2');
    await addProduct(builder, 'sec', /Seclo/, '10');
    await userEvent.click(builder.getByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.type(builder.getByRole('textbox', { name: /Note to the patient/ }), '  Take Seclo before meals. ');
    await userEvent.click(builder.getByRole('button', { name: 'Create the order' }));

    await waitFor(() => expect(orderPosts(calls)).toHaveLength(1));
    expect(orderPosts(calls)[0].path).toBe(`${PRESCRIPTIONS}/31/order`);
    expect(orderPosts(calls)[0].body).toEqual({
      items: [
        { product_id: 1, qty: 2 },
        { product_id: 2, qty: 10 },
      ],
      payment_method: 2,
      note: 'Take Seclo before meals.',
    });

    expect(await screen.findByText('The order has been created.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open order #77' })).toHaveAttribute('href', '/admin/orders/77');
    expect(screen.queryByRole('region', { name: 'Create an order for the patient' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create order' })).toBeDisabled();
    expect(screen.getAllByText('Ordered').length).toBeGreaterThan(0);
  });

  it('sends online payment and no note by default', async () => {
    const calls = stubBuilderApi(success);
    const builder = await openBuilder();
    await addProduct(builder, 'napa', /Napa/);
    await userEvent.click(builder.getByRole('button', { name: 'Create the order' }));
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(1));
    expect(orderPosts(calls)[0].body).toEqual({ items: [{ product_id: 1, qty: 1 }], payment_method: 1, note: null });
  });

  it('keeps the lines when the server refuses, with its messages beside the line and on top', async () => {
    let refuse = true;
    const calls = stubBuilderApi(() =>
      refuse
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: {
                'items.1.product_id': ['Seclo is no longer sold.'],
                shipping_address: ['The patient has no shipping address.'],
              },
            },
          }
        : success(),
    );
    const builder = await openBuilder();
    await addProduct(builder, 'napa', /Napa/, '2');
    await addProduct(builder, 'sec', /Seclo/);
    await userEvent.click(builder.getByRole('button', { name: 'Create the order' }));

    const lines = within(builder.getByRole('table', { name: 'Medicines in the order' }));
    expect(await lines.findByText('Seclo is no longer sold.')).toBeInTheDocument();
    const seclosRow = lines.getByText('Seclo is no longer sold.').closest('tr')!;
    expect(within(seclosRow).getByText('Seclo (20 mg)')).toBeInTheDocument();
    const refusal = builder.getByText('The order was not created').closest<HTMLElement>('[role="alert"]')!;
    expect(within(refusal).getByText('The patient has no shipping address.')).toBeInTheDocument();
    expect(lines.getByRole('textbox', { name: 'Quantity of Napa (500 mg)' })).toHaveValue('2');
    expect(lines.getAllByRole('row')).toHaveLength(3);

    await userEvent.click(lines.getByRole('button', { name: 'Remove Seclo (20 mg)' }));
    refuse = false;
    await userEvent.click(builder.getByRole('button', { name: 'Create the order' }));
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(2));
    expect(orderPosts(calls)[1].body).toMatchObject({ items: [{ product_id: 1, qty: 2 }] });
    expect(await screen.findByRole('link', { name: 'Open order #77' })).toBeInTheDocument();
  });

  it('shows a refusal on the status (already ordered elsewhere) on top', async () => {
    stubBuilderApi(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { status: ['An order was already made.'] } },
    }));
    const builder = await openBuilder();
    await addProduct(builder, 'napa', /Napa/);
    await userEvent.click(builder.getByRole('button', { name: 'Create the order' }));
    const alert = await builder.findByRole('alert');
    expect(alert).toHaveTextContent('The order was not created');
    expect(alert).toHaveTextContent('An order was already made.');
    expect(builder.getByRole('textbox', { name: 'Quantity of Napa (500 mg)' })).toBeInTheDocument();
  });
});
