import {
  IconCalendarEvent,
  IconCash,
  IconClockPlay,
  IconDiscount,
  IconFileImport,
  IconFileDescription,
  IconMessageQuestion,
  IconHistory,
  IconPhoneCall,
  IconPill,
  IconReceiptTax,
  IconReceipt,
  IconSettings,
  IconUsers,
  IconStethoscope,
  type TablerIcon,
} from '@tabler/icons-react';
import type { AdminSection } from '@nirog/contracts';

export interface SectionLink {
  /** Path under /admin. */
  path: string;
  icon: TablerIcon;
  /** Translation keys of the navigation label and the dashboard description. */
  label: string;
  description: string;
}

/** How each back-office section appears; the server decides which ones a staff member sees. */
export const SECTION_LINKS: Record<AdminSection, SectionLink> = {
  users: {
    path: 'users',
    icon: IconUsers,
    label: 'admin.sections.users.title',
    description: 'admin.sections.users.description',
  },
  catalog: {
    path: 'catalog',
    icon: IconPill,
    label: 'admin.sections.catalog.title',
    description: 'admin.sections.catalog.description',
  },
  imports: {
    path: 'catalog/imports',
    icon: IconFileImport,
    label: 'admin.sections.imports.title',
    description: 'admin.sections.imports.description',
  },
  orders: {
    path: 'orders',
    icon: IconReceipt,
    label: 'admin.sections.orders.title',
    description: 'admin.sections.orders.description',
  },
  coupons: {
    path: 'coupons',
    icon: IconDiscount,
    label: 'admin.sections.coupons.title',
    description: 'admin.sections.coupons.description',
  },
  prescriptions: {
    path: 'prescriptions',
    icon: IconFileDescription,
    label: 'admin.sections.prescriptions.title',
    description: 'admin.sections.prescriptions.description',
  },
  medicine_requests: {
    path: 'medicine-requests',
    icon: IconMessageQuestion,
    label: 'admin.sections.medicineRequests.title',
    description: 'admin.sections.medicineRequests.description',
  },
  providers: {
    path: 'providers',
    icon: IconStethoscope,
    label: 'admin.sections.providers.title',
    description: 'admin.sections.providers.description',
  },
  bookings: {
    path: 'bookings',
    icon: IconCalendarEvent,
    label: 'admin.sections.bookings.title',
    description: 'admin.sections.bookings.description',
  },
  service_charges: {
    path: 'service-charges',
    icon: IconReceiptTax,
    label: 'admin.sections.serviceCharges.title',
    description: 'admin.sections.serviceCharges.description',
  },
  referral_earnings: {
    path: 'referral-earnings',
    icon: IconCash,
    label: 'admin.sections.referralEarnings.title',
    description: 'admin.sections.referralEarnings.description',
  },
  settings: {
    path: 'settings',
    icon: IconSettings,
    label: 'admin.sections.settings.title',
    description: 'admin.sections.settings.description',
  },
  jobs: {
    path: 'jobs',
    icon: IconClockPlay,
    label: 'admin.sections.jobs.title',
    description: 'admin.sections.jobs.description',
  },
  calls: {
    path: 'calls',
    icon: IconPhoneCall,
    label: 'admin.sections.calls.title',
    description: 'admin.sections.calls.description',
  },
};

/** The audit log (`GET /api/admin/audit-log`, Admin only). */
export const AUDIT_LOG_LINK: SectionLink = {
  path: 'audit-log',
  icon: IconHistory,
  label: 'admin.sections.audit.title',
  description: 'admin.sections.audit.description',
};

/**
 * The links of the sections a staff member may open, in the server's order.
 * `/api/admin/me` does not list the audit log as a section yet; like the Users section it is Admin
 * only, so it is offered to whoever may open Users. Once the server lists it (an `audit` entry in
 * the contracts' ADMIN_SECTIONS with its own SECTION_LINKS entry), it is not added twice.
 */
export function sectionLinks(sections: readonly AdminSection[]): SectionLink[] {
  const links = sections.map((section) => SECTION_LINKS[section]);
  if (sections.includes('users') && !links.some((link) => link.path === AUDIT_LOG_LINK.path))
    links.push(AUDIT_LOG_LINK);
  return links;
}

export const adminPath = (path = '') => (path ? `/admin/${path}` : '/admin');

/**
 * The link the address belongs to: the longest one it starts with, so `/admin/catalog/imports` marks
 * Imports, not Catalog as well.
 */
export function activeLink(pathname: string, paths: readonly string[]): string | undefined {
  const inside = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return paths.filter(inside).sort((a, b) => b.length - a.length)[0];
}
