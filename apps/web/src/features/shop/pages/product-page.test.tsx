import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { makeFullProduct, makeProduct } from '../test/fixtures';
import { Component as ProductPage } from './product-page';

const renderProduct = (slug = 'napa-500-1') =>
  renderRoutes([{ path: '/product/:slug', element: <ProductPage /> }], `/product/${slug}`);

describe('product page', () => {
  afterEach(() => {
    useLanguageStore.setState({ language: 'en' });
    notifications.clean();
  });

  it('shows the product fields, delivery options, alternatives and adds to the cart', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/product/napa-500-1/show': { body: makeFullProduct() },
      'GET /api/alternative-brand-product/1': {
        body: [makeProduct({ id: 5, slug: 'ace-500', title: 'Ace 500', brand: { name: 'Square' } })],
      },
    });
    renderProduct();
    expect(screen.getByLabelText('Loading the product…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Napa 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Napa 1' })).toHaveAttribute('src', '/storage/products/1.png');
    expect(screen.getByRole('rowheader', { name: 'Power' }).nextElementSibling).toHaveTextContent('500 mg');
    expect(screen.getByRole('rowheader', { name: 'Medicine type' }).nextElementSibling).toHaveTextContent('Tablet');
    expect(screen.getByRole('rowheader', { name: 'Generics' }).nextElementSibling).toHaveTextContent('Paracetamol');
    expect(screen.getByRole('rowheader', { name: 'Brand' }).nextElementSibling).toHaveTextContent(
      'Beximco Pharmaceuticals',
    );
    expect(screen.getByRole('rowheader', { name: 'Views' }).nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('৳12.00')).toBeInTheDocument();
    // No discount: no struck price and no badge.
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();

    const delivery = screen.getByRole('region', { name: 'Delivery options' });
    expect(delivery).toHaveTextContent('Inside Dhaka: 30 minutes to 1 day');
    expect(delivery).toHaveTextContent('Outside Dhaka: 2 to 3 days');
    expect(delivery).toHaveTextContent('Cash on delivery available');

    const alternatives = await screen.findByRole('region', { name: 'Alternative brands' });
    expect(within(alternatives).getByRole('link', { name: 'Ace 500' })).toHaveAttribute('href', '/product/ace-500');
    // Each alternative shows its strength, dosage form and manufacturer.
    expect(within(alternatives).getByText('500 mg · Tablet · Square')).toBeInTheDocument();

    // Thumbnails switch the main image.
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Napa 1' })).toHaveAttribute('src', '/storage/products/1b.png');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: 1, c_qty: 1 })]);
    expect(calls.some((c) => c.path === '/api/product/napa-500-1/show')).toBe(true);
  });

  it('names the medicine type in Bengali on a Bengali screen (the product name stays as the catalogue has it)', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi({
      'GET /api/product/napa-500-1/show': { body: makeFullProduct() },
      'GET /api/alternative-brand-product/1': { body: [] },
    });
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('rowheader', { name: 'ওষুধের ধরন' }).nextElementSibling).toHaveTextContent('ট্যাবলেট');
  });

  it('shows the struck price and percent badge when discounted, and only the detail sections present', async () => {
    stubApi({
      'GET /api/product/napa-500-1/show': {
        body: makeFullProduct({
          discount: 12.5,
          price: 200,
          final_price: 175,
          prescription_required: true,
          product_detail: {
            indications: '<p>Fever and <strong>pain</strong>.</p>',
            uses_rule: null,
            side_effect: '   ',
            description: '<ul><li>Pack of 10</li></ul>',
          },
        }),
      },
      'GET /api/alternative-brand-product/1': { body: [] },
    });
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Napa 1' });
    expect(screen.getByText('৳175.00')).toBeInTheDocument();
    expect(screen.getByText('৳200.00').tagName).toBe('S');
    expect(screen.getByText('13% off')).toBeInTheDocument();
    expect(screen.getByText('Prescription required')).toBeInTheDocument();

    const indications = screen.getByRole('region', { name: 'Indications' });
    expect(within(indications).getByText('pain').tagName).toBe('STRONG');
    expect(within(screen.getByRole('region', { name: 'Description' })).getByRole('listitem')).toHaveTextContent(
      'Pack of 10',
    );
    expect(screen.queryByRole('heading', { name: 'Uses Rules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Side Effects' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Alternative brands' })).not.toBeInTheDocument();
  });

  it('says the product is unavailable on a 404', async () => {
    stubApi({});
    renderProduct('gone');
    // A proper not-found: a heading, what happened, and a way back to the shop (not only a red bar).
    expect(await screen.findByRole('heading', { level: 1, name: 'This product is unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/could not find this product/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows the server message on another failure', async () => {
    stubApi({ 'GET /api/product/napa-500-1/show': { status: 429, body: { message: 'Too many attempts.' } } });
    renderProduct();
    expect((await screen.findByText('Too many attempts.')).closest('[role="alert"]')).not.toBeNull();
  });
});
