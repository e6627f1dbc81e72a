import {
  IconAmbulance,
  IconBuildingHospital,
  IconMicroscope,
  IconNurse,
  IconPill,
  IconPlane,
  IconPrescription,
  IconStethoscope,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../../lib/paths';

export type ServiceKey =
  'shop' | 'prescription' | 'bdDoctor' | 'inDoctor' | 'video' | 'nurse' | 'ambulance' | 'diagnostic' | 'surgery';

export interface Service {
  /** Texts under `static.services.items.<key>`. */
  key: ServiceKey;
  to: string;
  icon: Icon;
  /** The page only says "We're working on it" for now. */
  comingSoon?: boolean;
}

/** The services grid (/services), linking through the app's one paths module. */
export const SERVICES: readonly Service[] = [
  { key: 'shop', to: paths.shop, icon: IconPill },
  { key: 'prescription', to: paths.profile.uploadPrescription, icon: IconPrescription },
  { key: 'bdDoctor', to: paths.bdDoctors, icon: IconStethoscope },
  { key: 'inDoctor', to: paths.inDoctors, icon: IconPlane },
  { key: 'video', to: paths.videoConsultation, icon: IconVideo },
  { key: 'nurse', to: paths.nurse, icon: IconNurse },
  { key: 'ambulance', to: paths.ambulance, icon: IconAmbulance },
  { key: 'diagnostic', to: paths.diagnosticService, icon: IconMicroscope, comingSoon: true },
  { key: 'surgery', to: paths.operationSurgery, icon: IconBuildingHospital, comingSoon: true },
];
