import { useTranslation } from '../../../i18n';
import type { MedicineRequestStatus, OrderStatus, PrescriptionStatus, StatusStyle } from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';

const PRESCRIPTION_TONES: Record<PrescriptionStatus, StatusStyle> = {
  Pending: 'warning',
  Reviewed: 'info',
  Ordered: 'success',
  Declined: 'danger',
};
const ORDER_TONES: Record<OrderStatus, StatusStyle> = {
  Pending: 'warning',
  Processing: 'info',
  Shipped: 'info',
  Delivered: 'success',
  Completed: 'success',
  Cancelled: 'danger',
};
const REQUEST_TONES: Record<MedicineRequestStatus, StatusStyle> = {
  Pending: 'warning',
  Processing: 'info',
  Ready: 'success',
  Declined: 'danger',
};

/** A badge for one of the statuses of `tones`, labelled by `adminPharmacy.<labels>.<status>`. */
function statusBadge<S extends string>(tones: Record<S, StatusStyle>, labels: string) {
  return function Badge({ status }: { status: S }) {
    const { t } = useTranslation();
    return (
      <StatusBadge tone={tones[status] ?? 'secondary'}>
        {t(`adminPharmacy.${labels}.${status}`, { defaultValue: status })}
      </StatusBadge>
    );
  };
}

export const PrescriptionStatusBadge = statusBadge(PRESCRIPTION_TONES, 'prescriptionStatus');
export const MedicineRequestStatusBadge = statusBadge(REQUEST_TONES, 'requestStatus');
/** The stage of an order placed with a prescription (or Cancelled). */
export const OrderStatusBadge = statusBadge(ORDER_TONES, 'orderStatus');
