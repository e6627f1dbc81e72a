import type { Language, ProductCard } from '@nirog/contracts';
import { localTitle } from '../../../lib/local-name';

/** The product's title in the interface language (the Bengali title when there is one). */
export function productTitle(product: Pick<ProductCard, 'title' | 'bn_title'>, language: Language): string {
  return localTitle(product, language);
}

/** The percent off, rounded, or 0 when there is no discount. */
export function percentOff(product: Pick<ProductCard, 'discount'>): number {
  return product.discount > 0 ? Math.round(product.discount) : 0;
}
