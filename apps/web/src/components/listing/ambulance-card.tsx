import type { AmbulanceCard as AmbulanceCardData } from '@nirog/contracts';
import { cutText, LOCATION_CUT } from './listing-constants';
import { ProviderCard } from './provider-card';
import { useCareFormat } from './use-care-format';
import { paths } from '../../lib/paths';

/** An ambulance in the list or a home carousel: photo, name, condition (AC / Non AC), place, rating. */
export function AmbulanceCard({ ambulance }: { ambulance: AmbulanceCardData }) {
  const f = useCareFormat();
  return (
    <ProviderCard
      to={paths.care.ambulance(ambulance.id)}
      name={ambulance.user.name}
      image={ambulance.photo}
      imageShape="wide"
      rating={{ average: ambulance.reviews_avg_rating, count: ambulance.reviews_count }}
      lines={[
        cutText(`${f.place(ambulance)} · ${ambulance.starting_area}`, LOCATION_CUT.listCard),
        f.t('careCard.owner', { name: ambulance.owner_name }),
      ]}
      badges={[f.t(`careCard.conditions.${ambulance.condition === 'AC' ? 'ac' : 'nonAc'}`)]}
      action={f.t('careCard.viewProfile')}
    />
  );
}
