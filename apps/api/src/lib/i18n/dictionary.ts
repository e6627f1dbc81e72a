import { core } from './messages/core';
import { validation } from './messages/validation';
import { attributes } from './messages/attributes';
import { auth } from './messages/auth';
import { content } from './messages/content';
import { lookups } from './messages/lookups';
import { admin } from './messages/admin';
import { mail } from './messages/mail';
import { catalog } from './messages/catalog';
import { catalogImport } from './messages/catalog-import';
import { catalogAdmin } from './messages/catalog-admin';
import { accounts } from './messages/accounts';
import { profile } from './messages/profile';
import { cart } from './messages/cart';
import { payments } from './messages/payments';
import { prescriptions } from './messages/prescriptions';
import { medicineRequests } from './messages/medicine-requests';
import { jobs } from './messages/jobs';
import { providers } from './messages/providers';
import { wishlist } from './messages/wishlist';
import { realtime } from './messages/realtime';
import { bookings } from './messages/bookings';
import { careBookings } from './messages/care-bookings';
import { ePrescriptions } from './messages/e-prescriptions';
import { listings } from './messages/listings';

const groups = [
  core,
  validation,
  attributes,
  auth,
  content,
  lookups,
  admin,
  mail,
  catalog,
  catalogAdmin,
  catalogImport,
  accounts,
  profile,
  cart,
  payments,
  prescriptions,
  medicineRequests,
  jobs,
  listings,
  providers,
  wishlist,
  realtime,
  bookings,
  careBookings,
  ePrescriptions,
] as const;
type KeysOf<G> = G extends { en: infer E } ? keyof E & string : never;
type Keys = KeysOf<(typeof groups)[number]>;

export const enMessages = Object.assign({}, ...groups.map((g) => g.en)) as Record<Keys, string>;
export const bnMessages = Object.assign({}, ...groups.map((g) => g.bn)) as Record<Keys, string>;
