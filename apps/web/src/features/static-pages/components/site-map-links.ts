import { paths } from '../../../lib/paths';

/** The site map: groups of pages; labels under `static.siteMap.groups.<group>.links.<key>`. */
export interface SiteMapGroup {
  key: 'shop' | 'doctors' | 'care' | 'account' | 'help' | 'policies';
  links: readonly { key: string; to: string }[];
}

export const SITE_MAP: readonly SiteMapGroup[] = [
  {
    key: 'shop',
    links: [
      { key: 'home', to: paths.home },
      { key: 'shop', to: paths.shop },
      { key: 'cart', to: paths.cart },
      { key: 'uploadPrescription', to: paths.profile.uploadPrescription },
      { key: 'medicineRequest', to: '/profile/medicine-request' },
    ],
  },
  {
    key: 'doctors',
    links: [
      { key: 'bdDoctors', to: paths.bdDoctors },
      { key: 'bdSpecialists', to: `${paths.bdDoctors}/specialists` },
      { key: 'inDoctors', to: paths.inDoctors },
      { key: 'inSpecialists', to: `${paths.inDoctors}/specialists` },
      { key: 'bdVideo', to: paths.videoConsultation },
      { key: 'inVideo', to: '/in-video-consultancy' },
      { key: 'surgery', to: paths.operationSurgery },
    ],
  },
  {
    key: 'care',
    links: [
      { key: 'services', to: paths.services },
      { key: 'nurse', to: paths.nurse },
      { key: 'ambulance', to: paths.ambulance },
      { key: 'diagnostic', to: paths.diagnosticService },
    ],
  },
  {
    key: 'account',
    links: [
      { key: 'login', to: paths.auth.login },
      { key: 'register', to: paths.auth.register },
      { key: 'forgotPassword', to: paths.auth.forgotPassword },
      { key: 'profile', to: paths.profile.root },
      { key: 'orders', to: paths.profile.myOrder },
      { key: 'appointments', to: '/profile/my-doctor-appointment' },
      { key: 'referral', to: paths.referral },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'contact', to: paths.contact },
      { key: 'faq', to: paths.faq },
      { key: 'about', to: paths.about },
      { key: 'siteMap', to: paths.siteMap },
    ],
  },
  {
    key: 'policies',
    links: [
      { key: 'terms', to: paths.termsAndConditions },
      { key: 'termsOfUse', to: paths.termsOfUse },
      { key: 'privacy', to: paths.privacyPolicy },
      { key: 'return', to: paths.returnPolicy },
      { key: 'refund', to: paths.refundPolicy },
    ],
  },
];
