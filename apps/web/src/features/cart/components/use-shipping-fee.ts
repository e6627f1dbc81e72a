import { useEffect } from 'react';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { selectIsLoggedIn, useSessionStore } from '../../../stores/session';
import { useShippingAddress } from '../api/get-shipping-address';
import { feeBeforeAddress, type ServerFees } from '../utils/cart-lines';

/**
 * The logged-in user's shipping address and the fee that applies: the address's fee when there is one,
 * otherwise the fee before an address is known (feeBeforeAddress: the server's inside-Dhaka fee from the cart
 * refresh, DEFAULT_SHIPPING_FEE only until the server supplies one, spec 1 section 9). A failed load shows a
 * toast (spec 1 section 8).
 */
export function useShippingFee(serverFees?: ServerFees) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const query = useShippingAddress(loggedIn);
  const address = loggedIn ? (query.data?.shipping_address ?? null) : null;
  const fee = address && query.data ? query.data.shipping_fee : feeBeforeAddress(serverFees);

  useEffect(() => {
    if (query.error) notify('error', errorMessage(query.error, t));
  }, [query.error, t]);

  return { query, address, fee, loggedIn };
}
