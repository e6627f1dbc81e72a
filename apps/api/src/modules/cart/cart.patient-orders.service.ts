import { CART_LINES_MAX, CART_QTY_MAX, PAYMENT_METHOD, type Language, type PaymentMethodId } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { getShippingAddress, shippingFeePoishaFor } from '../accounts';
import { reserveOrderId, writeOrder } from './cart.order-writer';
import { priceLines, type LineFields } from './cart.pricing';

export interface PatientOrderInput {
  patient: { id: number; name: string; email: string };
  /** The prescription the pharmacist made the order from: the order keeps it (no check, the pharmacist read it). */
  prescriptionId?: number;
  items: Array<{ product_id: number; qty: number }>;
  paymentMethod: PaymentMethodId;
  /** The patient's language, for the mail and the order's later mails. */
  lang: Language;
  appUrl: string;
  /** The pharmacist's note, shown in the mail. */
  note?: string | null;
}

export interface PatientOrder {
  orderId: number;
  totalPoisha: number;
  /** The online payment's id (the patient's My orders shows Pay now); null for cash on delivery. */
  paymentPublicId: string | null;
}

const ITEM_FIELDS: LineFields = {
  product: (index) => `items.${index}.product_id`,
  qty: (index) => `items.${index}.qty`,
};

type FieldProblem = FieldErrors[string][number];

function qtyProblem(qty: number): FieldProblem | null {
  if (!Number.isInteger(qty)) return 'validation.integer';
  if (qty < 1) return { key: 'validation.min.numeric', params: { min: 1 } };
  if (qty > CART_QTY_MAX) return { key: 'validation.max.numeric', params: { max: CART_QTY_MAX } };
  return null;
}

/** The same limits as checkout, for callers that did not validate with a contract schema. */
function checkInput(input: PatientOrderInput): void {
  const problems: FieldErrors = {};
  const count = input.items.length;
  if (count < 1) problems.items = [{ key: 'validation.min.array', params: { min: 1 } }];
  if (count > CART_LINES_MAX) problems.items = [{ key: 'validation.max.array', params: { max: CART_LINES_MAX } }];
  input.items.forEach((item, index) => {
    if (!Number.isSafeInteger(item.product_id) || item.product_id < 1) {
      problems[ITEM_FIELDS.product(index)] = ['validation.exists'];
    }
    const qty = qtyProblem(item.qty);
    if (qty) problems[ITEM_FIELDS.qty(index)] = [qty];
  });
  if (input.paymentMethod !== PAYMENT_METHOD.Online && input.paymentMethod !== PAYMENT_METHOD.CashOnDelivery) {
    problems.payment_method = ['validation.in'];
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
}

/**
 * An order for a patient made by staff (a pharmacist's order from a prescription), inside the
 * caller's transaction. Priced like checkout (catalogue prices, repeated products merged, inactive or
 * missing products 422 on `items.N.product_id`), to the patient's shipping address with its fee (none:
 * 422 on `shipping_address`), no coupon; Pending, payment Pending. Online gets its payment so the
 * patient sees Pay now. The patient is mailed in their language; the caller pokes the mail workers
 * after its transaction commits.
 */
export async function createOrderForPatient(tx: DbOrTx, input: PatientOrderInput): Promise<PatientOrder> {
  checkInput(input);
  const requested = input.items.map((item) => ({ productId: item.product_id, qty: item.qty }));
  const lines = await priceLines(tx, requested, ITEM_FIELDS);
  const address = await getShippingAddress(tx, input.patient.id);
  // A field error in the staff member's language (the error handler translates it), unlike checkout's
  // spec message addressed to the buyer.
  if (!address) throw new ValidationError({ shipping_address: ['cart.add_shipping_address'] });
  const reserved = await reserveOrderId(tx);
  return writeOrder(tx, {
    id: reserved.id,
    mailId: reserved.mailId,
    user: input.patient,
    lines,
    address,
    shippingFeePoisha: await shippingFeePoishaFor(tx, address),
    paymentMethod: input.paymentMethod,
    coupon: null,
    lang: input.lang,
    appUrl: input.appUrl,
    idempotencyKey: null,
    fromPrescription: { id: input.prescriptionId ?? null, note: input.note ?? null },
  });
}
