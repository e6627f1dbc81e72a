/**
 * Nirog's public social pages, shown in the footer. Change them here (one place) when the accounts move.
 */
export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/nirog.health' },
  { key: 'youtube', href: 'https://www.youtube.com/@nirog.health' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/nirog-health' },
  { key: 'instagram', href: 'https://www.instagram.com/nirog.health' },
] as const;
export type SocialKey = (typeof SOCIAL_LINKS)[number]['key'];
