import { LAST_UPDATED } from '../components/last-updated';
import { PolicyPage } from '../components/policy-page';

/** Refund Policy (/refund-policy). */
export function Component() {
  return <PolicyPage contentKey="refundPolicy" lastUpdated={LAST_UPDATED.refundPolicy} />;
}
