import { EmailVerifyResult } from '../components/email-verify-result';

/** /email-verify-fail */
export function Component() {
  return <EmailVerifyResult result="fail" />;
}
