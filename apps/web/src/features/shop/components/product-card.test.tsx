import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render';
import { makeProduct } from '../test/fixtures';
import { packFormOf } from './pack-placeholder';
import { ProductCard } from './product-card';

const renderCard = (product = makeProduct()) =>
  renderRoutes([{ path: '/', element: <ProductCard product={product} /> }], '/');

describe('product card', () => {
  it('shows the generic and the manufacturer, named for screen readers', async () => {
    renderCard(
      makeProduct({
        generics: [
          { id: 1, title: 'Paracetamol' },
          { id: 2, title: 'Caffeine' },
        ],
      }),
    );
    const card = within(await screen.findByRole('article', { name: 'Napa 1' }));
    expect(card.getByText('Paracetamol + Caffeine')).toBeInTheDocument();
    expect(card.getByText('Beximco Pharmaceuticals')).toBeInTheDocument();
    expect(card.getByText('Generics:', { exact: false })).toBeInTheDocument();
    expect(card.getByText('Manufacturer:', { exact: false })).toBeInTheDocument();
  });

  it('draws a pack by dosage form when the product has no picture', async () => {
    const { container } = renderCard(makeProduct({ image: null, medicinetype: { title: 'Syrup', bn_title: null } }));
    await screen.findByRole('article', { name: 'Napa 1' });
    const drawing = container.querySelector('svg[data-pack-form]');
    expect(drawing).toHaveAttribute('data-pack-form', 'syrup');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps the picture when there is one', async () => {
    const { container } = renderCard();
    await screen.findByRole('article', { name: 'Napa 1' });
    expect(container.querySelector('svg[data-pack-form]')).toBeNull();
  });

  it.each([
    ['Tablet', 'tablet'],
    ['Film Coated Tablet', 'tablet'],
    ['Capsule', 'capsule'],
    ['Suspension', 'syrup'],
    ['Pediatric Drops', 'drops'],
    ['Eye Drops', 'drops'],
    ['IV Infusion', 'injection'],
    ['Injection', 'injection'],
    ['Ointment', 'cream'],
    ['Cream', 'cream'],
    ['Suppository', 'suppository'],
    ['Inhaler', 'inhaler'],
    ['Powder for Suspension', 'syrup'],
    ['Sachet', 'other'],
    [null, 'other'],
  ] as const)('reads the dosage form %s as %s', (type, form) => {
    expect(packFormOf(type)).toBe(form);
  });
});
