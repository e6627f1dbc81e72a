import type { Language } from '@nirog/contracts';

/** The interface languages (a copy of the contract's list, so the shell does not load the zod schemas). */
export const LANGUAGES: readonly Language[] = ['en', 'bn'];
