import type { Config } from '../../config';
import type { SettledStatus } from './payments.registry';

/** What a gateway needs to open a hosted payment session. */
export interface SessionPayment {
  publicId: string;
  tranId: string;
  amountPoisha: number;
  currency: string;
  purpose: string;
  subjectId: number;
  /** Shown on the gateway page ("Medicine order #12"). */
  description: string;
  lang: 'en' | 'bn';
  customer: { name: string; email: string; phone: string; address: string; city: string };
}

/** A result the gateway vouches for (signature checked and, for SSLCommerz, confirmed by its validation API). */
export interface GatewayResult {
  ok: true;
  status: SettledStatus;
  tranId: string;
  /** Amount and currency as the gateway reports them; compared with ours before anything is marked Paid. */
  amountPoisha: number | null;
  currency: string | null;
  gatewayTxnId: string | null;
  valId: string | null;
  bankTranId: string | null;
  /** 0 safe, 1 risky (SSLCommerz); null when the gateway does not say. */
  riskLevel: number | null;
  /** Whitelisted fields for the event log. */
  details: Record<string, unknown>;
}

/** A callback we cannot trust: it changes nothing and is logged. */
export interface GatewayRejection {
  ok: false;
  /** forged: bad signature; invalid: the gateway's validation disowns it; unreachable: could not ask. */
  reason: 'forged' | 'invalid' | 'malformed' | 'unreachable';
  tranId: string | null;
  details: Record<string, unknown>;
}

export type GatewayVerdict = GatewayResult | GatewayRejection;

/** What reconciliation learns about one transaction. */
export type GatewayQueryAnswer =
  | { kind: 'settled'; result: GatewayResult }
  /** Still in progress, never attempted, expired, or unknown to the gateway. */
  | { kind: 'open'; details: Record<string, unknown> }
  | { kind: 'unreachable'; details: Record<string, unknown> };

export type CallbackKind = 'success' | 'fail' | 'cancel' | 'ipn';

export interface PaymentGateway {
  readonly name: 'sandbox' | 'sslcommerz';
  /** Opens a session; answers where to send the browser. */
  startSession(payment: SessionPayment): Promise<string>;
  /** Checks a browser callback or a server-to-server notification. */
  verify(kind: CallbackKind, body: Record<string, string>): Promise<GatewayVerdict>;
  /** Asks about a transaction (reconciliation). */
  query(tranId: string): Promise<GatewayQueryAnswer>;
}

export interface GatewayDeps {
  config: Pick<Config, 'appUrl' | 'payments'>;
  appKey: string;
  fetch: typeof fetch;
}

/** "1234.50" -> 123450; null for anything that is not a plain non-negative amount. */
export function parseAmountPoisha(value: unknown): number | null {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string' || !/^\d+(\.\d{1,4})?$/.test(value.trim())) return null;
  return Math.round(Number(value.trim()) * 100);
}

/** Poisha -> "1234.50" as gateways expect. */
export const formatAmount = (poisha: number) => (poisha / 100).toFixed(2);
