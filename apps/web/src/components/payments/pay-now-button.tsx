import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { goToPayment } from '../../lib/payment';
import { PleaseWaitModal } from './please-wait-modal';

/** Pay now: the blocking 'Please wait...' popup, then the browser goes to the server's payment page. */
export function PayNowButton({
  paymentId,
  label,
  ...props
}: { paymentId: string; label?: string } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button
        color="orange"
        leftSection={<IconCreditCard size={16} aria-hidden="true" />}
        {...props}
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          goToPayment(paymentId);
        }}
      >
        {label ?? t('common.payment.payNow')}
      </Button>
      <PleaseWaitModal opened={leaving} />
    </>
  );
}
