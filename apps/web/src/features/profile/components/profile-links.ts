import type { ComponentType } from 'react';
import {
  IconCalendarEvent,
  IconAmbulance,
  IconClipboardList,
  IconNurse,
  IconCoin,
  IconVideo,
  IconFileUpload,
  IconHeart,
  IconKey,
  IconMapPin,
  IconPackage,
  IconPrescription,
  IconUserCircle,
} from '@tabler/icons-react';
import { paths } from '../../../lib/paths';

/**
 * The sidebar's sections in display order; a labelled section gets a heading on wide screens. The
 * booking lists of spec 2 join as one more section (before `account`) plus their links below.
 */
export const PROFILE_LINK_GROUPS = [
  { id: 'overview', label: null },
  { id: 'medicine', label: 'profile.linkGroups.medicine' },
  { id: 'bookings', label: 'profile.linkGroups.bookings' },
  { id: 'account', label: 'profile.linkGroups.account' },
] as const;

export type ProfileLinkGroup = (typeof PROFILE_LINK_GROUPS)[number]['id'];

export interface ProfileLink {
  /** Translation key of the link text. */
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  group: ProfileLinkGroup;
}

/**
 * Every page of the profile area with a sidebar link (spec 1 "Profile area", spec 2 "Profile booking
 * lists"); the medicine request form and My Audio Consultancy have none, by the spec (the video list
 * links to it). No role checks: every logged-in user sees the same links, Earnings included.
 */
export const PROFILE_LINKS: readonly ProfileLink[] = [
  { label: 'profile.overview', to: paths.profile.root, icon: IconUserCircle, group: 'overview' },
  { label: 'nav.myOrder', to: paths.profile.myOrder, icon: IconPackage, group: 'medicine' },
  { label: 'nav.myWishlist', to: paths.profile.myWishlist, icon: IconHeart, group: 'medicine' },
  { label: 'nav.uploadPrescription', to: paths.profile.uploadPrescription, icon: IconFileUpload, group: 'medicine' },
  {
    label: 'profile.links.myPrescription',
    to: paths.profile.myPrescription,
    icon: IconPrescription,
    group: 'medicine',
  },
  {
    label: 'profile.links.myMedicineRequests',
    to: paths.profile.myMedicineRequests,
    icon: IconClipboardList,
    group: 'medicine',
  },
  {
    label: 'profile.links.myDoctorAppointment',
    to: paths.profile.myDoctorAppointment,
    icon: IconCalendarEvent,
    group: 'bookings',
  },
  {
    label: 'profile.links.myVideoConsultancy',
    to: paths.profile.myVideoConsultancy,
    icon: IconVideo,
    group: 'bookings',
  },
  {
    label: 'profile.links.myNurseAppointment',
    to: paths.profile.myNurseAppointment,
    icon: IconNurse,
    group: 'bookings',
  },
  {
    label: 'profile.links.myAmbulanceBooking',
    to: paths.profile.myAmbulanceBooking,
    icon: IconAmbulance,
    group: 'bookings',
  },
  { label: 'profile.links.myBrokerEarnings', to: paths.profile.myBrokerEarnings, icon: IconCoin, group: 'bookings' },
  { label: 'nav.shippingAddress', to: paths.profile.shippingAddress, icon: IconMapPin, group: 'account' },
  { label: 'nav.changePassword', to: paths.profile.changePassword, icon: IconKey, group: 'account' },
];

/** The links of each group, groups in display order (empty groups left out). */
export function groupedProfileLinks(links: readonly ProfileLink[] = PROFILE_LINKS) {
  return PROFILE_LINK_GROUPS.map((group) => ({ ...group, links: links.filter((l) => l.group === group.id) })).filter(
    (group) => group.links.length > 0,
  );
}
