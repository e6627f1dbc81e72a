import type { CartItem as ServerCartItem, ShippingAddress, ShippingAddressResponse } from '@nirog/contracts';
import type { CartItem } from '../../../stores/cart';
import { cartIndexPath } from '../api/get-cart-items';

/** A stored cart line. */
export function makeLine(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `napa-${id}`,
    title: `Napa ${id}`,
    image: `products/${id}.png`,
    price: 12,
    final_price: 12,
    c_qty: 1,
    ...overrides,
  };
}

/** The server's fresh card of a product in the cart. */
export function makeServerItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `napa-${id}`,
    title: `Napa ${id}`,
    bn_title: `নাপা ${id}`,
    power: '500 mg',
    price: 12,
    discount: 0,
    final_price: 12,
    views: 1,
    prescription_required: false,
    for_sale: true,
    pack_unit: null,
    image: { image: `products/${id}.png`, thumbnail: null },
    medicinetype: { title: 'Tablet', bn_title: 'ট্যাবলেট' },
    generics: [],
    brand: null,
    available: true,
    ...overrides,
  };
}

/** The stub route of the cart refresh for these ids ("POST /api/cart/index/[1,2]", percent-encoded). */
export const refreshRoute = (ids: number[]) => `POST ${cartIndexPath(ids)}`;

export function makeAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    id: 3,
    name: 'Rahima Akter',
    phone: '01711000000',
    country_id: 1,
    district_id: 47,
    sub_district_id: 300,
    post_code: '1207',
    effective_delivery: 'Home',
    location: 'House 12, Road 5, Dhanmondi',
    country: { id: 1, name: 'Bangladesh' },
    district: { id: 47, name: 'Dhaka', bn_name: 'ঢাকা' },
    sub_district: { id: 300, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' },
    ...overrides,
  };
}

export function addressAnswer(address: ShippingAddress | null, shippingFee = 60): { body: ShippingAddressResponse } {
  return { body: { shipping_address: address, shipping_fee: shippingFee } };
}
