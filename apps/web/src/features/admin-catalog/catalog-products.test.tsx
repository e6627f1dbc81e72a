import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import { API, aCategory, aPage, aProductRow, loadCatalogPages, renderCatalog } from './admin-catalog-test-api';

const napa = aProductRow();
const seclo = aProductRow({
  id: 2,
  slug: 'seclo-20-mg-capsule',
  title: 'Seclo',
  bn_title: null,
  power: '20 mg',
  price: 70,
  discount: 0,
  final_price: 70,
  active: false,
  medicine_type: { id: 5, title: 'Capsule', bn_title: 'ক্যাপসুল' },
  brand: { id: 6, name: 'Square Pharmaceuticals PLC' },
  thumbnail: null,
});

function stubProducts(rows = [napa, seclo]) {
  return stubApi({
    [`GET ${API}/products`]: { body: aPage(rows) },
    [`GET ${API}/categories`]: { body: [aCategory(), aCategory({ id: 8, name: 'Antacids', bn_name: 'অ্যান্টাসিড' })] },
    [`PUT ${API}/products/1/status`]: {
      body: { message: 'The product has been deactivated.', data: { ...napa, active: false } },
    },
  });
}

beforeAll(loadCatalogPages, 60_000);

describe('catalog products list', { timeout: 20_000 }, () => {
  it('shows each product with its picture, strength, type, manufacturer, prices and status', async () => {
    stubProducts();
    renderCatalog('/admin/catalog');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'Napa 500 mg' })).toHaveAttribute(
      'href',
      '/admin/catalog/products/1',
    );
    expect(within(rows[1]).getByText('Tablet')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Beximco Pharmaceuticals Ltd.')).toBeInTheDocument();
    expect(within(rows[1]).getByText('৳108.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('৳120.00 − 10%')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(rows[1].querySelector('img')).toHaveAttribute('src', '/storage/products/napa-thumb.webp');
    expect(within(rows[2]).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Reactivate Seclo' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/catalog/products/new');

    const tabs = screen.getByRole('navigation', { name: 'Catalog sections' });
    expect(within(tabs).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Medicine types' })).toHaveAttribute(
      'href',
      '/admin/catalog/medicine-types',
    );
    expect(within(tabs).getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/admin/catalog/imports');
  });

  it('sends the filters of the address, then the settled search term from page 1', async () => {
    const calls = stubProducts();
    renderCatalog('/admin/catalog?status=inactive&category=8&page=2');
    await screen.findByRole('table');
    const first = calls.find((c) => c.path === `${API}/products`)!;
    expect(first.query.get('status')).toBe('inactive');
    expect(first.query.get('category')).toBe('8');
    expect(first.query.get('page')).toBe('2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'napa');
    await waitFor(() => expect(calls.some((c) => c.query.get('search') === 'napa')).toBe(true));
    const searched = calls.filter((c) => c.path === `${API}/products` && c.query.get('search'));
    expect(searched.map((c) => c.query.get('search'))).toEqual(['napa']);
    expect(searched[0].query.get('status')).toBe('inactive');
    expect(searched[0].query.get('page')).toBe('1');
  });

  it('deactivates a product after confirmation and shows the server message', async () => {
    const calls = stubProducts();
    renderCatalog('/admin/catalog');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Napa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Napa?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`${API}/products/1/status`);
    expect(put.body).toEqual({ active: false });
    expect(await screen.findByText('The product has been deactivated.')).toBeInTheDocument();
    // The list is asked again.
    await waitFor(() => expect(calls.filter((c) => c.path === `${API}/products`).length).toBeGreaterThan(1));
  });

  it('shows cards on phones and speaks Bengali, the dosage form included', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      stubProducts([napa]);
      renderCatalog('/admin/catalog');
      const link = await screen.findByRole('link', { name: 'Napa 500 mg' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(link.closest('li')!);
      expect(card.getByText('৳১০৮.০০')).toBeInTheDocument();
      expect(card.getByText('সক্রিয়')).toBeInTheDocument();
      // The dosage form in Bengali; the manufacturer as the catalogue writes it.
      expect(card.getByText('ট্যাবলেট · Beximco Pharmaceuticals Ltd.')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Napa নিষ্ক্রিয় করুন' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'পণ্য' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows the empty state for a search without matches', async () => {
    stubProducts([]);
    renderCatalog('/admin/catalog?search=zzz');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
  });
});
