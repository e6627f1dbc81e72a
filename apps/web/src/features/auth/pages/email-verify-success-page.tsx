import { EmailVerifyResult } from '../components/email-verify-result';

/** /email-verify-success */
export function Component() {
  return <EmailVerifyResult result="success" />;
}
