import type { AdminProduct, ProductWriteBody } from '@nirog/contracts';

export const DETAIL_FIELDS = ['indications', 'uses_rule', 'side_effect', 'description'] as const;

/** What the product form's inputs hold: text, numbers or '' for money, ids as strings for the selects. */
export interface ProductFormValues {
  title: string;
  bn_title: string;
  slug: string;
  power: string;
  price: number | string;
  discount: number | string;
  medicine_type_id: string | null;
  brand_id: string | null;
  generic_ids: string[];
  category_ids: string[];
  prescription_required: boolean;
  active: boolean;
  indications: string;
  uses_rule: string;
  side_effect: string;
  description: string;
}

export function toFormValues(product?: AdminProduct): ProductFormValues {
  return {
    title: product?.title ?? '',
    bn_title: product?.bn_title ?? '',
    slug: product?.slug ?? '',
    power: product?.power ?? '',
    price: product?.price ?? '',
    discount: product?.discount ?? 0,
    medicine_type_id: product?.medicine_type ? String(product.medicine_type.id) : null,
    brand_id: product?.brand ? String(product.brand.id) : null,
    generic_ids: product?.generics.map((g) => String(g.id)) ?? [],
    category_ids: product?.categories.map((c) => String(c.id)) ?? [],
    prescription_required: product?.prescription_required ?? false,
    active: product?.active ?? true,
    indications: product?.indications ?? '',
    uses_rule: product?.uses_rule ?? '',
    side_effect: product?.side_effect ?? '',
    description: product?.description ?? '',
  };
}

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);
const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** The POST/PUT body; an empty slug is left out so the server makes one. */
export function toProductBody(values: ProductFormValues): ProductWriteBody {
  return {
    title: values.title.trim(),
    bn_title: textOrNull(values.bn_title),
    slug: values.slug.trim() || undefined,
    power: textOrNull(values.power),
    price: Number(values.price),
    discount: values.discount === '' ? 0 : Number(values.discount),
    medicine_type_id: idOrNull(values.medicine_type_id),
    brand_id: idOrNull(values.brand_id),
    generic_ids: values.generic_ids.map(Number),
    category_ids: values.category_ids.map(Number),
    prescription_required: values.prescription_required,
    active: values.active,
    indications: textOrNull(values.indications),
    uses_rule: textOrNull(values.uses_rule),
    side_effect: textOrNull(values.side_effect),
    description: textOrNull(values.description),
  };
}

/** The price the shop will charge, computed like the server does (in poisha, the discount rounded). */
export function finalPrice(price: number | string, discount: number | string): number | null {
  const taka = Number(price);
  const percent = discount === '' ? 0 : Number(discount);
  if (price === '' || !Number.isFinite(taka) || !Number.isFinite(percent)) return null;
  const poisha = Math.round(taka * 100);
  return (poisha - Math.round((poisha * percent) / 100)) / 100;
}
