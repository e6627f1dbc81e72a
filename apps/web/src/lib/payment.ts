import { useLanguageStore } from '../stores/language';
import { paths } from './paths';

/**
 * Leaves the app for the server's payment page. Kept behind an object so tests can replace the browser
 * navigation (`vi.spyOn(browserLocation, 'assign')`): jsdom cannot leave the page.
 */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Sends the browser to `/payment/payment-submit/{paymentId}` (spec 1 section 7, "Payment"), in the
 * app's language: a navigation carries only the browser's Accept-Language, so the payment pages and
 * the return message are told with `?lang=`.
 */
export function goToPayment(paymentId: string) {
  const { language } = useLanguageStore.getState();
  browserLocation.assign(`${paths.paymentSubmit(paymentId)}?lang=${language}`);
}
