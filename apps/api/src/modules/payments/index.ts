export {
  onPaymentCheck,
  onPaymentSettled,
  type PaymentPurpose,
  type PaymentStatusValue,
  type SettledPayment,
  type SettledStatus,
} from './payments.registry';
export {
  createPayment,
  decideHeldPayment,
  findPaymentFor,
  markPaidInCash,
  newPaymentPublicId,
  newPaymentRow,
  type HeldPaymentDecision,
  type NewPayment,
  type PaymentSummary,
} from './payments.service';
export { paymentReconcile, reconcilePayments } from './payments.reconcile';
export { paymentsRoutes } from './payments.routes';
export * as paymentsTables from './payments.tables';
