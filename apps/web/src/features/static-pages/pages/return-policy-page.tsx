import { LAST_UPDATED } from '../components/last-updated';
import { PolicyPage } from '../components/policy-page';

/** Return Policy (/return-policy). */
export function Component() {
  return <PolicyPage contentKey="returnPolicy" lastUpdated={LAST_UPDATED.returnPolicy} />;
}
