import type { NurseCard as NurseCardData } from '@nirog/contracts';
import { cutText, LOCATION_CUT } from './listing-constants';
import { ProviderCard } from './provider-card';
import { useCareFormat } from './use-care-format';
import { paths } from '../../lib/paths';

/** A nurse in the list or a home carousel: place, location (cut to 256 characters), experience, the lowest fee. */
export function NurseCard({ nurse }: { nurse: NurseCardData }) {
  const f = useCareFormat();
  return (
    <ProviderCard
      to={paths.care.nurse(nurse.id)}
      name={nurse.user.name}
      image={nurse.user.avatar}
      rating={{ average: nurse.reviews_avg_rating, count: nurse.reviews_count }}
      lines={[f.place(nurse), cutText(nurse.location, LOCATION_CUT.nurseCard), f.experience(nurse.experience)]}
      fee={nurse.fee_from === null ? undefined : f.t('careCard.feeFrom', { fee: f.money(nurse.fee_from) })}
      action={f.t('careCard.viewProfile')}
    />
  );
}
