import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { useWishlistStore } from '../../../stores/wishlist';
import { logIn, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { categories, makeProduct, page, stubShop } from '../test/fixtures';
import { Component as ShopPage } from './shop-page';

const renderShop = (path = '/shop') => renderRoutes([{ path: '/shop', element: <ShopPage /> }], path);

describe('shop page', () => {
  afterEach(() => notifications.clean());

  it('shows skeletons, then the first 8 categories with More, and the products with price and badges', async () => {
    stubShop(() =>
      page([
        makeProduct({ id: 1 }),
        makeProduct({
          id: 2,
          title: 'Fexo 120',
          discount: 10,
          price: 100,
          final_price: 90,
          prescription_required: true,
        }),
      ]),
    );
    renderShop();
    // One skeleton per category the panel shows, so the list takes their place without moving the page.
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(8);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(5);

    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findAllByRole('button', { pressed: false })).toHaveLength(8);
    expect(within(nav).getByRole('button', { name: 'More' })).toBeInTheDocument();

    const napa = await screen.findByRole('article', { name: 'Napa 1' });
    expect(within(napa).getByText('৳12.00')).toBeInTheDocument();
    expect(within(napa).getByText('500 mg · Tablet')).toBeInTheDocument();
    expect(within(napa).queryByText(/% off/)).not.toBeInTheDocument();
    expect(within(napa).queryByText('Rx')).not.toBeInTheDocument();

    const fexo = screen.getByRole('article', { name: 'Fexo 120' });
    expect(within(fexo).getByText('৳90.00')).toBeInTheDocument();
    expect(within(fexo).getByText('৳100.00').tagName).toBe('S');
    expect(within(fexo).getByText('10% off')).toBeInTheDocument();
    expect(within(fexo).getByText('Rx')).toBeInTheDocument();
  });

  it('lists all categories in the More dialog and filters by the chosen one from page 1', async () => {
    const user = userEvent.setup();
    const queries = stubShop(() => page([makeProduct()]));
    const { router } = renderShop();
    await user.click(await screen.findByRole('button', { name: 'More' }));
    const dialog = await screen.findByRole('dialog', { name: 'All categories' });
    expect(within(dialog).getAllByRole('button', { name: /Category/ })).toHaveLength(categories.length);
    await user.click(within(dialog).getByRole('button', { name: 'Category 10' }));
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('10'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?category=10');
  });

  it('searches 700 ms after typing stops, with the keyword, from page 1, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const queries = stubShop((q) =>
      q.get('keyword') === 'napa'
        ? page([makeProduct({ id: 9, title: 'Napa Extra' })])
        : page([makeProduct({ id: 1 }), makeProduct({ id: 2 })], 1, 2),
    );
    const { router } = renderShop();
    await screen.findByRole('article', { name: 'Napa 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search medicine' }), 'napa');
    // Not yet: the debounce holds the request back.
    expect(queries.some((q) => q.get('keyword'))).toBe(false);

    expect(await screen.findByRole('article', { name: 'Napa Extra' })).toBeInTheDocument();
    const searches = queries.filter((q) => q.get('keyword'));
    expect(searches).toHaveLength(1);
    expect(searches[0].get('keyword')).toBe('napa');
    expect(searches[0].get('page')).toBe('1');
    expect(router.state.location.search).toBe('?keyword=napa');
    expect(screen.queryByRole('article', { name: 'Napa 1' })).not.toBeInTheDocument();
  });

  it('sorts from the select and reads the filters from the URL', async () => {
    const user = userEvent.setup();
    const queries = stubShop(() => page([makeProduct()]));
    renderShop('/shop?keyword=ace&category=3');
    await screen.findByRole('article', { name: 'Napa 1' });
    expect(screen.getByRole('searchbox', { name: 'Search medicine' })).toHaveValue('ace');
    expect(queries[0].get('keyword')).toBe('ace');
    expect(queries[0].get('category')).toBe('3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    await waitFor(() => expect(queries.at(-1)?.get('order_by')).toBe('price_desc'));
    expect(queries.at(-1)?.get('keyword')).toBe('ace');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('labels its plain search and sort fields, lists the sorts in the language and caps the keyword', async () => {
    stubShop(() => page([makeProduct()]));
    renderShop();
    await screen.findByRole('article', { name: 'Napa 1' });
    const search = screen.getByLabelText('Search medicine');
    expect(search).toHaveAttribute('type', 'search');
    expect(search).toHaveAttribute('placeholder', 'Brand, generic or Bengali name');
    expect(search).toHaveAttribute('maxlength', '100');
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'title_asc', 'title_desc', 'price_asc', 'price_desc']);
    await act(() => useLanguageStore.getState().setLanguage('bn'));
    expect(screen.getByRole('searchbox', { name: 'ওষুধ খুঁজুন' })).toBe(search);
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toBe(sort);
  });

  it('appends the next page with Load More until the last page', async () => {
    const user = userEvent.setup();
    const queries = stubShop((q) =>
      q.get('page') === '2'
        ? page([makeProduct({ id: 3 })], 2, 2)
        : page([makeProduct({ id: 1 }), makeProduct({ id: 2 })], 1, 2),
    );
    renderShop();
    await screen.findByRole('article', { name: 'Napa 1' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('article', { name: 'Napa 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(queries.map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says Empty when nothing matches', async () => {
    stubShop(() => page([]));
    renderShop();
    expect(await screen.findByText('Empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('offers "Did you mean" names and a prefilled medicine request when a search finds nothing, in Bengali too', async () => {
    const user = userEvent.setup();
    stubShop(
      (query) => (query.get('keyword') === 'Seclo' ? page([makeProduct({ id: 7, title: 'Seclo' })]) : page([])),
      {
        'GET /api/shop/suggestions': (request) => ({
          body: { data: request.query.get('keyword') === 'sekloo' ? ['Seclo', 'Secnid'] : [] },
        }),
      },
    );
    const { router } = renderShop('/shop?keyword=sekloo');
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing found for “sekloo”');
    const didYouMean = await screen.findByRole('navigation', { name: 'Did you mean' });
    expect(
      within(didYouMean)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Seclo', 'Secnid']);
    expect(screen.getByRole('link', { name: 'Request “sekloo”' })).toHaveAttribute(
      'href',
      '/profile/medicine-request?name=sekloo',
    );

    await user.click(within(didYouMean).getByRole('link', { name: 'Seclo' }));
    expect(router.state.location.search).toBe('?keyword=Seclo');
    expect(await screen.findByRole('article', { name: 'Seclo' })).toBeInTheDocument();

    await act(async () => {
      useLanguageStore.setState({ language: 'bn' });
      i18n.changeLanguage('bn');
    });
    try {
      await act(() => router.navigate('/shop?keyword=%E0%A6%B8%E0%A7%87%E0%A6%95'));
      expect(await screen.findByRole('status')).toHaveTextContent('“সেক” পাওয়া যায়নি');
      expect(screen.getByRole('link', { name: '“সেক” এর অনুরোধ পাঠান' })).toHaveAttribute(
        'href',
        `/profile/medicine-request?name=${encodeURIComponent('সেক')}`,
      );
      expect(screen.queryByRole('navigation', { name: 'আপনি কি খুঁজছেন' })).not.toBeInTheDocument();
    } finally {
      await act(async () => {
        useLanguageStore.setState({ language: 'en' });
        i18n.changeLanguage('en');
      });
    }
  });

  it('adds to the cart (raising the count); the heart adds to the wishlist and a second tap removes', async () => {
    const user = userEvent.setup();
    stubShop(() => page([makeProduct({ id: 1 })]));
    renderShop();
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Napa 1' }));
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: 1, c_qty: 1 })]);
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Napa 1' }));
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: 1, c_qty: 2 })]);

    // A guest's wishlist stays on the device; the heart is a toggle button that says whether the product is saved.
    const heart = screen.getByRole('button', { name: 'Save Napa 1 in wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAttribute('data-variant', 'light');
    await user.click(heart);
    expect(await screen.findByText('Successfully added to wishlist')).toBeInTheDocument();
    expect(useWishlistStore.getState().items).toHaveLength(1);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('data-variant', 'filled');
    await user.click(heart);
    expect(await screen.findByText('Item successfully removed from your favourite list')).toBeInTheDocument();
    expect(useWishlistStore.getState().items).toHaveLength(0);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it("logged in, the heart saves to and removes from the account's wishlist", async () => {
    const user = userEvent.setup();
    logIn();
    const napa = makeProduct({ id: 1 });
    const calls: Array<[string, unknown]> = [];
    stubShop(() => page([napa]), {
      'POST /api/auth/wishlist': (request) => {
        calls.push(['add', request.body]);
        return { body: { message: 'Successfully added to wishlist', data: [napa] } };
      },
      'DELETE /api/auth/wishlist/1': () => {
        calls.push(['remove', null]);
        return { body: { message: 'Item successfully removed from your favourite list', data: [] } };
      },
    });
    renderShop();
    const heart = await screen.findByRole('button', { name: 'Save Napa 1 in wishlist' });
    await user.click(heart);
    expect(await screen.findByText('Successfully added to wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(await screen.findByText('Item successfully removed from your favourite list')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual([
      ['add', { product_id: 1 }],
      ['remove', null],
    ]);
  });

  it('logged in, a refused save puts the heart back and shows the server message', async () => {
    const user = userEvent.setup();
    logIn();
    stubShop(() => page([makeProduct({ id: 1 })]), {
      'POST /api/auth/wishlist': {
        status: 422,
        body: {
          message: 'This product is no longer available.',
          errors: { product_id: ['This product is no longer available.'] },
        },
      },
    });
    renderShop();
    const heart = await screen.findByRole('button', { name: 'Save Napa 1 in wishlist' });
    await user.click(heart);
    expect(await screen.findByText('This product is no longer available.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('shows the error message from the server', async () => {
    stubApi({
      'GET /api/categories': { body: categories },
      'GET /api/shop': { status: 422, body: { message: 'The keyword is too long.' } },
    });
    renderShop();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the products');
    expect(alert).toHaveTextContent('The keyword is too long.');
  });

  it('keeps the server message of a failure on its side (5xx) too', async () => {
    stubApi({
      'GET /api/categories': { body: categories },
      'GET /api/shop': { status: 503, body: { message: 'The shop is busy, please try again in a minute.' } },
    });
    renderShop();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop is busy, please try again in a minute.');
  });

  it('shows Bengali titles and digits in Bengali', async () => {
    stubShop(() => page([makeProduct({ id: 1, discount: 10, price: 20, final_price: 18 })]));
    await act(async () => {
      useLanguageStore.setState({ language: 'bn' });
      i18n.changeLanguage('bn');
    });
    renderShop();
    const card = await screen.findByRole('article', { name: 'নাপা 1' });
    expect(within(card).getByText('৳১৮.০০')).toBeInTheDocument();
    expect(within(card).getByText('১০% ছাড়')).toBeInTheDocument();
  });
});
