import {
  CART_LINES_MAX,
  CART_QTY_MAX,
  PAYMENT_METHOD,
  type AdminPrescriptionOrderBody,
  type AdminProductRow,
  type PaymentMethodId,
} from '@nirog/contracts';

/** One medicine of the order being built: the product as the search found it and how many. */
export interface OrderLine {
  product: Pick<AdminProductRow, 'id' | 'title' | 'power' | 'final_price'>;
  /** Blank while the field is being retyped. */
  qty: number | '';
}

export const QTY_MIN = 1;
export const QTY_MAX = CART_QTY_MAX;
export const LINES_MAX = CART_LINES_MAX;

export const isValidQty = (qty: number | ''): qty is number =>
  typeof qty === 'number' && Number.isInteger(qty) && qty >= QTY_MIN && qty <= QTY_MAX;

const clampQty = (qty: number) => Math.min(QTY_MAX, Math.max(QTY_MIN, Math.trunc(qty)));

/** Adds a product; one already in the order gets the quantities summed (at most the maximum). */
export function addLine(lines: OrderLine[], product: OrderLine['product'], qty: number): OrderLine[] {
  const existing = lines.find((line) => line.product.id === product.id);
  if (existing) {
    const total = clampQty((isValidQty(existing.qty) ? existing.qty : 0) + qty);
    return lines.map((line) => (line === existing ? { ...line, qty: total } : line));
  }
  if (lines.length >= LINES_MAX) return lines;
  return [...lines, { product, qty: clampQty(qty) }];
}

export const removeLine = (lines: OrderLine[], productId: number) =>
  lines.filter((line) => line.product.id !== productId);

export const setLineQty = (lines: OrderLine[], productId: number, qty: number | '') =>
  lines.map((line) => (line.product.id === productId ? { ...line, qty } : line));

/** The catalogue prices times the quantities (display only: the server prices the order itself). */
export const linesSubTotal = (lines: OrderLine[]) =>
  lines.reduce((sum, line) => sum + line.product.final_price * (isValidQty(line.qty) ? line.qty : 0), 0);

/** The body of `POST /api/admin/prescriptions/:id/order`. */
export function orderBody(
  lines: OrderLine[],
  paymentMethod: PaymentMethodId,
  note: string,
): AdminPrescriptionOrderBody {
  return {
    items: lines.map((line) => ({ product_id: line.product.id, qty: Number(line.qty) })),
    payment_method: paymentMethod,
    note: note.trim() || null,
  };
}

export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = PAYMENT_METHOD.Online;

/**
 * The server's field errors on the order sorted for the builder: `items.N.*` by the product of line N
 * (as sent), `note` under the note, everything else (`status`, `shipping_address`, `items`, ...) on top.
 */
export function sortOrderErrors(errors: Record<string, string[]>, sent: OrderLine[]) {
  const byProduct: Record<number, string> = {};
  const general: string[] = [];
  let note: string | undefined;
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages?.[0];
    if (!message) continue;
    const item = /^items\.(\d+)\./.exec(field);
    const line = item ? sent[Number(item[1])] : undefined;
    if (line) byProduct[line.product.id] ??= message;
    else if (field === 'note') note = message;
    else if (!general.includes(message)) general.push(message);
  }
  return { byProduct, general, note };
}
