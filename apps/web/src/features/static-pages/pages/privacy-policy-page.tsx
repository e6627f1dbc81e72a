import { LAST_UPDATED } from '../components/last-updated';
import { PolicyPage } from '../components/policy-page';

/** Privacy Policy (/privacy-policy). */
export function Component() {
  return <PolicyPage contentKey="privacyPolicy" lastUpdated={LAST_UPDATED.privacyPolicy} />;
}
