import { LAST_UPDATED } from '../components/last-updated';
import { PolicyPage } from '../components/policy-page';

/** Terms of Use (/terms-of-use). */
export function Component() {
  return <PolicyPage contentKey="termsOfUse" lastUpdated={LAST_UPDATED.termsOfUse} />;
}
