import { EmailVerifyResult } from '../components/email-verify-result';

/** /email-verify-already-success */
export function Component() {
  return <EmailVerifyResult result="already" />;
}
