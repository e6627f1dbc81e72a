import type { Language } from '@nirog/contracts';
import accountBn from '../src/i18n/account.bn.json';
import accountEn from '../src/i18n/account.en.json';
import adminCatalogBn from '../src/i18n/admin-catalog.bn.json';
import adminCatalogEn from '../src/i18n/admin-catalog.en.json';
import adminBn from '../src/i18n/admin.bn.json';
import adminEn from '../src/i18n/admin.en.json';
import bn from '../src/i18n/bn.json';
import en from '../src/i18n/en.json';
import staticBn from '../src/i18n/static.bn.json';
import staticEn from '../src/i18n/static.en.json';
import providerBn from '../src/i18n/provider.bn.json';
import providerEn from '../src/i18n/provider.en.json';
import listingsBn from '../src/i18n/listings.bn.json';
import listingsEn from '../src/i18n/listings.en.json';
import careBookingsBn from '../src/i18n/care-bookings.bn.json';
import careBookingsEn from '../src/i18n/care-bookings.en.json';
import doctorDayBn from '../src/i18n/doctor-day.bn.json';
import doctorDayEn from '../src/i18n/doctor-day.en.json';
import bookingsBn from '../src/i18n/bookings.bn.json';
import bookingsEn from '../src/i18n/bookings.en.json';
import ePrescriptionsBn from '../src/i18n/eprescriptions.bn.json';
import ePrescriptionsEn from '../src/i18n/eprescriptions.en.json';
import callsBn from '../src/i18n/calls.bn.json';
import callsEn from '../src/i18n/calls.en.json';
import type { Messages, TranslationPart } from '../src/i18n/loader';

export interface TranslationFile {
  language: Language;
  part: TranslationPart;
  messages: Messages;
}

/** Every translation file: the app fetches them on demand, tests hold them all from the start. */
export const TRANSLATION_FILES: TranslationFile[] = [
  { language: 'en', part: 'core', messages: en },
  { language: 'en', part: 'account', messages: accountEn },
  { language: 'en', part: 'static', messages: staticEn },
  { language: 'en', part: 'admin', messages: adminEn },
  { language: 'en', part: 'adminCatalog', messages: adminCatalogEn },
  { language: 'en', part: 'provider', messages: providerEn },
  { language: 'en', part: 'listings', messages: listingsEn },
  { language: 'en', part: 'doctorDay', messages: doctorDayEn },
  { language: 'en', part: 'careBookings', messages: careBookingsEn },
  { language: 'en', part: 'bookings', messages: bookingsEn },
  { language: 'en', part: 'eprescriptions', messages: ePrescriptionsEn },
  { language: 'en', part: 'calls', messages: callsEn },
  { language: 'bn', part: 'core', messages: bn },
  { language: 'bn', part: 'account', messages: accountBn },
  { language: 'bn', part: 'static', messages: staticBn },
  { language: 'bn', part: 'admin', messages: adminBn },
  { language: 'bn', part: 'adminCatalog', messages: adminCatalogBn },
  { language: 'bn', part: 'provider', messages: providerBn },
  { language: 'bn', part: 'listings', messages: listingsBn },
  { language: 'bn', part: 'doctorDay', messages: doctorDayBn },
  { language: 'bn', part: 'careBookings', messages: careBookingsBn },
  { language: 'bn', part: 'bookings', messages: bookingsBn },
  { language: 'bn', part: 'eprescriptions', messages: ePrescriptionsBn },
  { language: 'bn', part: 'calls', messages: callsBn },
];
