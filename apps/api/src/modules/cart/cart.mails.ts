import type { Language, OrderStatus } from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { bilingualMail } from '../../lib/mail-templates';
import { toTaka } from '../../lib/money';
import type { OutgoingMail } from '../mail';

interface MailUser {
  name: string;
  email: string;
}

export interface PlacedOrderMail {
  id: number;
  paymentMethod: number;
  subTotalPoisha: number;
  shippingFeePoisha: number;
  couponCode: string | null;
  couponDiscountPoisha: number;
  totalPoisha: number;
  address: string;
  /** The lines as sold: each language's part names them by their title in that language (English without one). */
  items: Array<{ title: string; bnTitle: string | null; qty: number; unitPricePoisha: number }>;
  /** A pharmacist made the order from the patient's prescription, with their note if any. */
  fromPrescription?: { note: string | null };
  /** The customer attached a prescription at checkout: the order waits for a pharmacist's check. */
  awaitsPrescriptionCheck?: boolean;
}

const tk = (poisha: number) => toTaka(poisha).toFixed(2);
const ordersUrl = (appUrl: string) => `${appUrl}/profile/my-order`;

function prescriptionLines(l: Language, from: PlacedOrderMail['fromPrescription']): string[] {
  if (!from) return [];
  const lines = [translate(l, 'cart.mail.placed.from_prescription')];
  if (from.note) lines.push(translate(l, 'cart.mail.placed.pharmacist_note', { note: from.note }));
  return lines;
}

/** The confirmation sent when an order is placed: lines, totals, payment and address. */
export function orderPlacedMail(lang: Language, user: MailUser, order: PlacedOrderMail, appUrl: string): OutgoingMail {
  const mail = bilingualMail(lang, translate(lang, 'cart.mail.placed.subject', { id: order.id }), (l) => {
    const lines = [
      ...prescriptionLines(l, order.fromPrescription),
      translate(l, 'cart.mail.placed.intro', { id: order.id }),
      ...order.items.map((item) =>
        translate(l, 'cart.mail.placed.line', {
          title: (l === 'bn' && item.bnTitle) || item.title,
          qty: item.qty,
          amount: tk(item.unitPricePoisha * item.qty),
        }),
      ),
      translate(l, 'cart.mail.placed.sub_total', { amount: tk(order.subTotalPoisha) }),
      translate(l, 'cart.mail.placed.shipping_fee', { amount: tk(order.shippingFeePoisha) }),
    ];
    if (order.couponCode && order.couponDiscountPoisha > 0) {
      lines.push(
        translate(l, 'cart.mail.placed.coupon', { code: order.couponCode, amount: tk(order.couponDiscountPoisha) }),
      );
    }
    lines.push(
      translate(l, 'cart.mail.placed.total', { amount: tk(order.totalPoisha) }),
      translate(l, 'cart.mail.placed.payment', {
        method: translate(l, order.paymentMethod === 1 ? 'cart.payment_method.1' : 'cart.payment_method.2'),
      }),
      translate(l, 'cart.mail.placed.ship_to', { address: order.address }),
    );
    if (order.awaitsPrescriptionCheck) lines.push(translate(l, 'cart.mail.placed.prescription_check'));
    return {
      name: user.name,
      lines,
      action: { label: translate(l, 'cart.mail.action'), url: ordersUrl(appUrl) },
      outro: [
        order.paymentMethod === 1
          ? translate(l, 'cart.mail.placed.pay_online')
          : translate(l, 'cart.mail.placed.cash', { amount: tk(order.totalPoisha) }),
      ],
    };
  });
  return { to: user.email, ...mail };
}

/** Sent when staff move an order to another stage. */
export function orderStatusMail(
  lang: Language,
  user: MailUser,
  orderId: number,
  status: OrderStatus,
  appUrl: string,
): OutgoingMail {
  const statusIn = (l: Language) => translate(l, `cart.status.${status}`);
  const mail = bilingualMail(
    lang,
    translate(lang, 'cart.mail.status.subject', { id: orderId, status: statusIn(lang) }),
    (l) => ({
      name: user.name,
      lines: [translate(l, 'cart.mail.status.intro', { id: orderId, status: statusIn(l) })],
      action: { label: translate(l, 'cart.mail.action'), url: ordersUrl(appUrl) },
    }),
  );
  return { to: user.email, ...mail };
}

/** Sent when staff cancel an order, with their reason. */
export function orderCancelledMail(
  lang: Language,
  user: MailUser,
  orderId: number,
  reason: string,
  appUrl: string,
): OutgoingMail {
  const mail = bilingualMail(lang, translate(lang, 'cart.mail.cancelled.subject', { id: orderId }), (l) => ({
    name: user.name,
    lines: [
      translate(l, 'cart.mail.cancelled.intro', { id: orderId }),
      translate(l, 'cart.mail.cancelled.reason', { reason }),
    ],
    action: { label: translate(l, 'cart.mail.action'), url: ordersUrl(appUrl) },
  }));
  return { to: user.email, ...mail };
}

/** Sent when an Admin accepts a payment the gateway had flagged as risky: the order is paid. */
export function heldPaymentAcceptedMail(
  lang: Language,
  user: MailUser,
  orderId: number,
  amountPoisha: number,
  appUrl: string,
): OutgoingMail {
  const mail = bilingualMail(lang, translate(lang, 'cart.mail.payment_accepted.subject', { id: orderId }), (l) => ({
    name: user.name,
    lines: [translate(l, 'cart.mail.payment_accepted.intro', { id: orderId, amount: tk(amountPoisha) })],
    action: { label: translate(l, 'cart.mail.action'), url: ordersUrl(appUrl) },
  }));
  return { to: user.email, ...mail };
}

/** Sent when an Admin rejects a payment the gateway had flagged as risky: the order is cancelled. */
export function heldPaymentRejectedMail(
  lang: Language,
  user: MailUser,
  orderId: number,
  amountPoisha: number,
  reason: string,
  appUrl: string,
): OutgoingMail {
  const mail = bilingualMail(lang, translate(lang, 'cart.mail.payment_rejected.subject', { id: orderId }), (l) => ({
    name: user.name,
    lines: [
      translate(l, 'cart.mail.payment_rejected.intro', { id: orderId, amount: tk(amountPoisha) }),
      translate(l, 'cart.mail.cancelled.reason', { reason }),
    ],
    action: { label: translate(l, 'cart.mail.action'), url: ordersUrl(appUrl) },
    outro: [translate(l, 'cart.mail.payment_rejected.refund')],
  }));
  return { to: user.email, ...mail };
}
