import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Slider } from '@nirog/contracts';
import { stubApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { SliderBanner } from './slider-banner';

const slide: Slider = {
  id: 1,
  image: 'sliders/shop-slider-1.webp',
  title: 'Genuine medicines, fair prices',
  bn_title: 'আসল ওষুধ, ন্যায্য দাম',
  link: '/shop',
};

afterEach(() => useLanguageStore.setState({ language: 'en' }));

describe('slider banner', () => {
  it.each([
    ['en', 'Genuine medicines, fair prices'],
    ['bn', 'আসল ওষুধ, ন্যায্য দাম'],
  ] as const)(
    'draws the title as text over the picture in %s, and the link is named by it',
    async (language, title) => {
      useLanguageStore.setState({ language });
      stubApi({ 'GET /api/sliders/shop-slider': { body: [slide] } });
      renderWithProviders(<SliderBanner kind="shop-slider" label="Offers" />);
      const link = await screen.findByRole('link', { name: title });
      expect(link).toHaveAttribute('href', '/shop');
      expect(screen.getByText(title)).toBeVisible();
      // The picture is decoration: the words are in the page, not in the image's alt.
      expect(link.querySelector('img')).toHaveAttribute('alt', '');
    },
  );

  it("asks for the first slide's picture first (the home page's largest element on a phone), not the others", async () => {
    const second = { ...slide, id: 2, image: 'sliders/shop-slider-2.webp', title: 'Second', bn_title: null };
    stubApi({ 'GET /api/sliders/shop-slider': { body: [slide, second] } });
    const { container } = renderWithProviders(<SliderBanner kind="shop-slider" label="Offers" />);
    await screen.findByRole('link', { name: 'Second' });
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority');
  });
});
