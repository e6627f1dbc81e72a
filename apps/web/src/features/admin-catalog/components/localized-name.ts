import type { Language } from '@nirog/contracts';

/** The Bengali name in bn when there is one, else the English name. */
export function localizedName(name: string, bnName: string | null | undefined, language: Language): string {
  return language === 'bn' && bnName ? bnName : name;
}
