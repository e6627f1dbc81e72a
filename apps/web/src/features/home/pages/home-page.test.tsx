import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AmbulanceCard, NurseCard, PopularHomeItemsResponse, ProductCard } from '@nirog/contracts';
import { stubApi } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/render';
import type { HomeCarouselProps, HomeParts } from '../components/home-parts';
import { HomePage } from './home-page';

// Stand-ins for the shop's parts (app/routes.tsx passes the real ones).
const parts: HomeParts = {
  Slider: () => <div>slider</div>,
  Carousel: ({ label, layout, autoplay, children }: HomeCarouselProps) => (
    <ul aria-label={label} data-layout={layout} data-autoplay={autoplay}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  ),
  ProductCard: ({ product }: { product: ProductCard }) => <span>{product.title}</span>,
};

const product = { id: 1, title: 'Napa' } as ProductCard;
/** A provider card with only what the home page shows by default. */
const person = <T,>(id: number, name: string) => ({ id, user: { name, avatar: null, online_status: 'offline' } }) as T;
const popular = (data: Partial<PopularHomeItemsResponse['data']>): PopularHomeItemsResponse => ({
  data: { products: [], bdDoctors: [], inDoctors: [], nurses: [], ambulances: [], ...data },
});

describe('home page', () => {
  it('shows the slider and popular products, and people sections only with more than 2 entries', async () => {
    stubApi({
      'GET /api/home/popular-home-items': {
        body: popular({
          products: [product],
          nurses: [person<NurseCard>(1, 'Nurse A'), person<NurseCard>(2, 'Nurse B'), person<NurseCard>(3, 'Nurse C')],
          ambulances: [person<AmbulanceCard>(1, 'Amb A'), person<AmbulanceCard>(2, 'Amb B')],
        }),
      },
    });
    renderWithProviders(<HomePage parts={parts} />);
    expect(screen.getByText('slider')).toBeInTheDocument();
    const products = await screen.findByRole('list', { name: 'Popular products' });
    expect(products).toHaveAttribute('data-layout', 'products');
    expect(products).toHaveAttribute('data-autoplay', '2000');
    expect(screen.getByText('Napa')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Popular nurses' })).toHaveTextContent('Nurse C');
    expect(screen.queryByRole('list', { name: 'Popular ambulances' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular Bangladeshi doctors' })).not.toBeInTheDocument();
  });

  it('ignores a failure of the popular items', async () => {
    const calls = stubApi({ 'GET /api/home/popular-home-items': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<HomePage parts={parts} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Our services' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.path === '/api/home/popular-home-items')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
