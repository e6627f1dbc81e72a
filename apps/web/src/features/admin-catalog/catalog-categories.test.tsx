import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { stubXhr } from '../../../test/fake-xhr';
import { API, aCategory, aPage, loadCatalogPages, renderCatalog } from './admin-catalog-test-api';

beforeAll(loadCatalogPages, 60_000);

describe('catalog categories page', { timeout: 30_000 }, () => {
  it('keeps delete disabled while products are in a category, and shows a refusal from the server', async () => {
    const calls = stubApi({
      [`GET ${API}/categories`]: {
        body: [aCategory({ product_count: 4 }), aCategory({ id: 8, name: 'Antacids', bn_name: 'অ্যান্টাসিড' })],
      },
      [`DELETE ${API}/categories/8`]: { status: 422, body: { message: 'Products were added to this category.' } },
    });
    renderCatalog('/admin/catalog/categories');
    expect(await screen.findByRole('button', { name: 'Delete Pain relief' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Antacids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Antacids?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Products were added to this category.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${API}/categories/8`]);
  });

  it('creates a category, then uploads its logo with progress', async () => {
    const saved = aCategory({ id: 15, name: 'Vitamins', bn_name: 'ভিটামিন', sort: 3 });
    const calls = stubApi({
      [`GET ${API}/categories`]: { body: [] },
      [`POST ${API}/categories`]: { status: 201, body: { message: 'The category has been created.', data: saved } },
    });
    const uploads = stubXhr();
    renderCatalog('/admin/catalog/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByText('Save the category first; then you can add its logo.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name \(English\)/ }), 'Vitamins');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name \(Bengali\)/ }), 'ভিটামিন');
    const sort = within(dialog).getByRole('textbox', { name: /Order/ });
    await userEvent.clear(sort);
    await userEvent.type(sort, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The category has been created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Vitamins',
      bn_name: 'ভিটামিন',
      sort: 3,
      active: true,
    });
    const editing = await screen.findByRole('dialog', { name: 'Edit Vitamins' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(editing).getByLabelText('Upload logo'),
      new File(['z'], 'huge.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].path).toBe(`${API}/categories/15/logo`);
    uploads[0].progress(30);
    const bar = await within(editing).findByRole('progressbar', { name: 'Uploading huge.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    uploads[0].respond(200, { message: 'The logo has been saved.', data: { ...saved, logo: 'categories/15.webp' } });
    expect(await screen.findByText('The logo has been saved.')).toBeInTheDocument();
    expect(within(editing).getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
  });
});

describe('catalog list pages', { timeout: 30_000 }, () => {
  it.each([
    ['/admin/catalog/categories', 'categories', 'Categories', { body: [aCategory()] }],
    ['/admin/catalog/sliders', 'sliders', 'Sliders', { body: [] }],
    ['/admin/catalog/generics', 'generics', 'Generics', { body: aPage([]) }],
  ])('%s names itself in the browser tab', async (path, read, title, answer) => {
    stubApi({ [`GET ${API}/${read}`]: answer });
    renderCatalog(path);
    await waitFor(() => expect(document.title).toBe(`${title} | Nirog`));
  });
});
