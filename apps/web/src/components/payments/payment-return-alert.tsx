import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import type { TrnStatus } from '@nirog/contracts';

/** Delay before the payment-return alert shows (spec 1 section 9). */
export const PAYMENT_RETURN_ALERT_MS = 2000;

const STYLES: Record<TrnStatus, { color: string; icon: typeof IconCircleCheck }> = {
  success: { color: 'teal', icon: IconCircleCheck },
  failed: { color: 'red', icon: IconCircleX },
  cancelled: { color: 'yellow', icon: IconInfoCircle },
};

function toStatus(value: string): TrnStatus {
  return value === 'success' || value === 'cancelled' ? value : 'failed';
}

/**
 * After the payment gateway sends the browser back with `trn_status` and `trn_message` in the query: the
 * query is cleaned at once (a reload does not repeat it) and, 2000 ms later, an alert shows the outcome.
 * For every profile list a payment returns to (spec 1 "Profile area").
 */
export function PaymentReturnAlert() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [result] = useState(() => {
    const status = params.get('trn_status');
    const message = params.get('trn_message');
    return status && message ? { status: toStatus(status), message } : null;
  });
  const [visible, setVisible] = useState(false);

  const cleaned = useRef(false);

  useEffect(() => {
    if (!result || cleaned.current) return;
    cleaned.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('trn_status');
        next.delete('trn_message');
        return next;
      },
      { replace: true },
    );
  }, [result, setParams]);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setVisible(true), PAYMENT_RETURN_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  if (!result || !visible) return null;
  const { color, icon: Icon } = STYLES[result.status];
  return (
    <Alert
      color={color}
      variant="light"
      role="alert"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setVisible(false)}
      icon={<Icon aria-hidden="true" />}
      title={t(`common.payment.result.${result.status}`)}
      mb="md"
      data-status={result.status}
    >
      {result.message}
    </Alert>
  );
}
