/**
 * Constants the web app needs without zod: `@nirog/contracts/constants` loads nothing else, so the
 * shop and the cart do not download zod and every schema for a few numbers and lists (issue 11). The
 * schema modules import them from here, and `@nirog/contracts` exports them too.
 */

// ---------------------------------------------------------------- shop (catalog.ts)
export const SHOP_ORDER_BY = ['title_asc', 'title_desc', 'price_asc', 'price_desc'] as const;
export type ShopOrderBy = (typeof SHOP_ORDER_BY)[number];
export const SHOP_KEYWORD_MAX = 100;

// ---------------------------------------------------------------- cart and orders (cart.ts)
export const PAYMENT_METHOD = { Online: 1, CashOnDelivery: 2 } as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** The spec's 5 stages, in order, plus Cancelled (DESIGN.md 5b). Unknown values show as Pending. */
export const ORDER_STAGES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Completed'] as const;
export const ORDER_STATUSES = [...ORDER_STAGES, 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The pharmacist's check of the prescription an order with prescription-only products was placed with (issue 11
 * item 12). The order stays Pending while `Awaiting`; only a `Confirmed` one may move on; `Rejected` cancels it.
 */
export const PRESCRIPTION_CHECKS = ['Awaiting', 'Confirmed', 'Rejected'] as const;
export type PrescriptionCheck = (typeof PRESCRIPTION_CHECKS)[number];

/** Largest quantity of one product in one order. */
export const CART_QTY_MAX = 100;
/** Most lines in one order. */
export const CART_LINES_MAX = 50;

// ---------------------------------------------------------------- wishlist (wishlist.ts)
/** Most products one account keeps in its wishlist (and one merge may send). */
export const WISHLIST_MAX = 200;

// ---------------------------------------------------------------- shipping (accounts.ts)
/** Until the server supplies a fee (spec 1 section 9). */
export const DEFAULT_SHIPPING_FEE = 30;

// ---------------------------------------------------------------- web pages rendered on the server (issue 11)
/**
 * The cookie that tells the server a visitor's language (`en` or `bn`), written by the web app's language store
 * beside its localStorage copy, so the landing pages are rendered on the server in that language.
 */
export const LANGUAGE_COOKIE = 'nirog_lang';

// ---------------------------------------------------------------- providers (providers.ts)
/** Doctor titles (spec 3 section 5), shown in the interface language (web `lib/doctor-title.ts`). */
export const DOCTOR_TITLES = ['Dr.', 'Prof. Dr.', 'Assoc. Prof. Dr.', 'Asst. Prof. Dr.'] as const;
