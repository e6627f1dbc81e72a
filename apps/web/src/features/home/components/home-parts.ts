import type { ComponentType, ReactNode } from 'react';
import type { ProductCard } from '@nirog/contracts';

/** Slides shown at once by width: popular products 5/4/3/2, people 3/2/1 (spec 1 section 9). */
export type HomeCarouselLayout = 'products' | 'people';

export interface HomeCarouselProps {
  label: string;
  layout: HomeCarouselLayout;
  /** Milliseconds between slides. */
  autoplay?: number;
  children: ReactNode[];
}

/**
 * Pieces the home page shows but other features own (features do not import each other): the shop's home
 * slider, its carousel and its product card. app/routes.tsx passes them in.
 */
export interface HomeParts {
  Slider: ComponentType;
  Carousel: ComponentType<HomeCarouselProps>;
  ProductCard: ComponentType<{ product: ProductCard }>;
}
