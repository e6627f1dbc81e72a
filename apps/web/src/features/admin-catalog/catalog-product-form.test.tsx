import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, type StubbedRequest } from '../../../test/api';
import { stubXhr } from '../../../test/fake-xhr';
import { API, aCategory, aPage, aProduct, aTerm, loadCatalogPages, renderCatalog } from './admin-catalog-test-api';

const created = aProduct({ id: 5, title: 'Ace', power: '500 mg', images: [] });

function stubForm(onCreate?: (request: StubbedRequest) => { status?: number; body: unknown }) {
  return stubApi({
    [`GET ${API}/categories`]: { body: [aCategory()] },
    [`GET ${API}/generics`]: (r) => ({
      body: aPage(
        [aTerm(), aTerm({ id: 9, name: 'Caffeine', bn_name: null })].filter((term) =>
          term.name.toLowerCase().includes((r.query.get('search') ?? '').toLowerCase()),
        ),
      ),
    }),
    [`GET ${API}/brands`]: { body: aPage([aTerm({ id: 3, name: 'Square Pharmaceuticals PLC', bn_name: null })]) },
    [`GET ${API}/medicine-types`]: { body: aPage([aTerm({ id: 2, name: 'Tablet', bn_name: 'ট্যাবলেট' })]) },
    [`POST ${API}/products`]: (r) =>
      onCreate?.(r) ?? { status: 201, body: { message: 'The product has been created.', data: created } },
    [`GET ${API}/products/5`]: { body: created },
  });
}

beforeAll(loadCatalogPages, 60_000);

describe('catalog product form', { timeout: 30_000 }, () => {
  it('creates a product with the typed fields and opens it for its pictures', async () => {
    const calls = stubForm();
    const { router } = renderCatalog('/admin/catalog/products/new');
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeInTheDocument();
    // No pictures before the product exists.
    expect(screen.queryByRole('button', { name: 'Add pictures' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Brand name/ }), '  Ace ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Strength' }), '500 mg');
    await userEvent.type(screen.getByRole('textbox', { name: /^Price/ }), '120');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Discount (%)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '12.5');
    expect(screen.getByText('৳105.00')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Generics' }), 'para');
    // The picker searches on the server once typing settles.
    await waitFor(() =>
      expect(calls.some((c) => c.path === `${API}/generics` && c.query.get('search') === 'para')).toBe(true),
    );
    expect(screen.queryByRole('option', { name: 'Caffeine' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Paracetamol' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prescription required' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Indications' }), '<p>Fever</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Ace',
      bn_title: null,
      power: '500 mg',
      price: 120,
      discount: 12.5,
      medicine_type_id: null,
      brand_id: null,
      generic_ids: [4],
      category_ids: [],
      prescription_required: true,
      active: true,
      indications: '<p>Fever</p>',
      uses_rule: null,
      side_effect: null,
      description: null,
    });
    expect(await screen.findByText('The product has been created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalog/products/5'));
    expect(await screen.findByRole('button', { name: 'Add pictures' })).toBeInTheDocument();
  });

  it("shows the server's field errors under their fields", async () => {
    const calls = stubForm(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { slug: ['The slug has already been taken.'] } },
    }));
    const { router } = renderCatalog('/admin/catalog/products/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create product' }));
    // Required fields are checked here first.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Brand name/ }), 'Ace');
    await userEvent.type(screen.getByRole('textbox', { name: /^Price/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'napa');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The slug has already been taken.')).toBeInTheDocument();
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/catalog/products/new');
  });

  it('uploads pictures one by one with their progress, refusing wrong files first', async () => {
    const product = aProduct({ id: 5 });
    const withTwo = aProduct({
      id: 5,
      images: [...product.images, { id: 32, image: 'p/2.webp', thumbnail: null, sort: 1 }],
    });
    const withThree = aProduct({
      id: 5,
      images: [...withTwo.images, { id: 33, image: 'p/3.webp', thumbnail: null, sort: 2 }],
    });
    stubApi({
      [`GET ${API}/categories`]: { body: [aCategory()] },
      [`GET ${API}/generics`]: { body: aPage([aTerm()]) },
      [`GET ${API}/brands`]: { body: aPage([]) },
      [`GET ${API}/medicine-types`]: { body: aPage([]) },
      [`GET ${API}/products/5`]: { body: product },
    });
    const uploads = stubXhr();
    renderCatalog('/admin/catalog/products/5');
    expect(await screen.findByRole('img', { name: 'Picture 1 of Napa' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Brand name/ })).toHaveValue('Napa');

    const files = [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'notes.txt', { type: 'text/plain' }),
      new File(['c'], 'back.jpg', { type: 'image/jpeg' }),
    ];
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose pictures to upload'), files);

    expect(await screen.findByText('notes.txt: only PNG, JPEG or WebP pictures can be uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].method).toBe('POST');
    expect(uploads[0].path).toBe(`${API}/products/5/images`);
    expect((uploads[0].field('image') as File).name).toBe('front.png');

    uploads[0].progress(40);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading front.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('progressbar', { name: 'Uploading back.jpg' })).toHaveAttribute('aria-valuenow', '0');

    uploads[0].respond(201, { message: 'The picture has been added.', data: withTwo });
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect((uploads[1].field('image') as File).name).toBe('back.jpg');
    uploads[1].respond(201, { message: 'The picture has been added.', data: withThree });

    expect(await screen.findByRole('img', { name: 'Picture 3 of Napa' })).toBeInTheDocument();
    expect(await screen.findByText('The picture has been added.')).toBeInTheDocument();
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
  });

  it('moves a picture earlier and deletes one after confirmation', async () => {
    const product = aProduct({
      id: 5,
      images: [
        { id: 31, image: 'p/1.webp', thumbnail: null, sort: 0 },
        { id: 32, image: 'p/2.webp', thumbnail: null, sort: 1 },
      ],
    });
    const calls = stubApi({
      [`GET ${API}/categories`]: { body: [] },
      [`GET ${API}/generics`]: { body: aPage([]) },
      [`GET ${API}/brands`]: { body: aPage([]) },
      [`GET ${API}/medicine-types`]: { body: aPage([]) },
      [`GET ${API}/products/5`]: { body: product },
      [`PUT ${API}/products/5/images/order`]: {
        body: {
          message: 'The pictures have been reordered.',
          data: { ...product, images: [...product.images].reverse() },
        },
      },
      [`DELETE ${API}/products/5/images/31`]: {
        body: { message: 'The picture has been deleted.', data: { ...product, images: [product.images[1]] } },
      },
    });
    renderCatalog('/admin/catalog/products/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Move picture 2 earlier' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ image_ids: [32, 31] });
    expect(await screen.findByText('The pictures have been reordered.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete picture 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete picture 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The picture has been deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${API}/products/5/images/31`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Picture 2 of Napa' })).not.toBeInTheDocument());
  });
});
