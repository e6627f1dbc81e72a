import type { GatewayDeps, PaymentGateway } from './payments.gateway';
import { createSandboxGateway } from './payments.sandbox';
import { createSslcommerzGateway } from './payments.sslcommerz';

/** The gateway PAYMENT_GATEWAY chose (sandbox by default). */
export function createGateway(deps: GatewayDeps): PaymentGateway {
  return deps.config.payments.gateway === 'sslcommerz' ? createSslcommerzGateway(deps) : createSandboxGateway(deps);
}
