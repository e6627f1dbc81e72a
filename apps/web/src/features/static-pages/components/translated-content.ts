import type { TFunction } from '../../../i18n';

/** A link below a section; `to` is an in-app path. */
export interface ContentLink {
  label: string;
  to: string;
}

/** One section of a long text, as stored in the translation files. */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list. */
  items?: string[];
  /** A numbered list (a procedure). */
  steps?: string[];
  /** A paragraph after the list. */
  note?: string;
  link?: ContentLink;
}

/** Reads a list stored under `key` (`t(key, { returnObjects: true })`); anything else gives []. */
export function translatedList<T>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
