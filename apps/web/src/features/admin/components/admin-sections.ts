import { IconSettings, IconUsers, type TablerIcon } from '@tabler/icons-react';
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
  settings: {
    path: 'settings',
    icon: IconSettings,
    label: 'admin.sections.settings.title',
    description: 'admin.sections.settings.description',
  },
};

export const adminPath = (path = '') => (path ? `/admin/${path}` : '/admin');
