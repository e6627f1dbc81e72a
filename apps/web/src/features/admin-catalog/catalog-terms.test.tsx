import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { API, aPage, aTerm, loadCatalogPages, renderCatalog } from './admin-catalog-test-api';

const paracetamol = aTerm({ product_count: 3 });
const caffeine = aTerm({ id: 9, name: 'Caffeine', bn_name: null });

beforeAll(loadCatalogPages, 60_000);

describe('catalog terms page', { timeout: 30_000 }, () => {
  it('lists generics and creates, renames and deletes one', async () => {
    const calls = stubApi({
      [`GET ${API}/generics`]: { body: aPage([paracetamol, caffeine]) },
      [`POST ${API}/generics`]: (r) => ({
        status: 201,
        body: { message: 'The generic has been created.', data: { ...aTerm({ id: 12 }), ...(r.body as object) } },
      }),
      [`PUT ${API}/generics/9`]: { body: { message: 'The generic has been updated.', data: caffeine } },
      [`DELETE ${API}/generics/4`]: {
        status: 422,
        body: { message: 'Products still use this generic.', errors: { id: ['Products still use this generic.'] } },
      },
      [`DELETE ${API}/generics/9`]: { body: { message: 'The generic has been deleted.' } },
    });
    renderCatalog('/admin/catalog/generics');
    expect(await screen.findByRole('heading', { name: 'Generics' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[0]).getByRole('columnheader', { name: 'Bengali name' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('প্যারাসিটামল')).toBeInTheDocument();
    expect(within(rows[1]).getByText('3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New generic' }));
    let dialog = await screen.findByRole('dialog', { name: 'New generic' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Generic name/ }), ' Omeprazole ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bengali name' }), 'ওমিপ্রাজল');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The generic has been created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Omeprazole', bn_name: 'ওমিপ্রাজল' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Caffeine' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Caffeine' });
    const name = within(dialog).getByRole('textbox', { name: /Generic name/ });
    expect(name).toHaveValue('Caffeine');
    await userEvent.type(name, ' Anhydrous');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The generic has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Caffeine Anhydrous', bn_name: null });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Paracetamol' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Paracetamol?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Products still use this generic.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Caffeine' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Caffeine?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The generic has been deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${API}/generics/4`,
      `${API}/generics/9`,
    ]);
    // Writes refetch the list.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(3));
  });

  it("shows the server's field error in the modal", async () => {
    stubApi({
      [`GET ${API}/medicine-types`]: { body: aPage([aTerm({ id: 2, name: 'Tablet', bn_name: 'ট্যাবলেট' })]) },
      [`POST ${API}/medicine-types`]: {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { name: ['This name is already taken.'] } },
      },
    });
    renderCatalog('/admin/catalog/medicine-types');
    await userEvent.click(await screen.findByRole('button', { name: 'New medicine type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New medicine type' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Medicine type/ }), 'Tablet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is already taken.')).toBeInTheDocument();
  });

  it('brands have no Bengali name, and the search goes to the server', async () => {
    const calls = stubApi({
      [`GET ${API}/brands`]: { body: aPage([aTerm({ id: 3, name: 'Square Pharmaceuticals PLC', bn_name: null })]) },
      [`POST ${API}/brands`]: { status: 201, body: { message: 'The brand has been created.', data: aTerm() } },
    });
    renderCatalog('/admin/catalog/brands');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Bengali name' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Manufacturer name/ }), 'Incepta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Incepta' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'squ');
    await waitFor(() => expect(calls.some((c) => c.query.get('search') === 'squ')).toBe(true));
  });
});
