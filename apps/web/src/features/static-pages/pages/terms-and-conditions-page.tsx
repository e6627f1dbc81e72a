import { LAST_UPDATED } from '../components/last-updated';
import { PolicyPage } from '../components/policy-page';

/** Terms and Conditions (/terms-and-condition). */
export function Component() {
  return <PolicyPage contentKey="termsAndConditions" lastUpdated={LAST_UPDATED.termsAndConditions} />;
}
