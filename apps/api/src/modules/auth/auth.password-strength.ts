import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { fieldError } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';

/**
 * New passwords (registration, reset, change) are checked with zxcvbn-ts, which estimates how many
 * guesses a password takes from lists it ships (the most used passwords, common words and names, in
 * the package, nothing fetched), keyboard patterns, repeats, sequences and dates, and from the words
 * of this person (name and e-mail). Below score 3 ("safely unguessable", about 10^8 guesses and more)
 * a password is refused with the most telling reason. A password that holds the person's e-mail, its
 * name part, or their name or a word of it (4 letters or more) is refused too, however long: it is the
 * first thing anyone who knows them tries. The demo password of the seeded accounts (they are seeded, not registered) passes
 * anyway.
 */
export const PASSWORD_MIN_SCORE = 3;
const PASSWORD_CHECKED_LENGTH = 64;

let factory: ZxcvbnFactory | undefined;
/** Built on first use (about 0.4 s: the dictionaries are ranked once per process). */
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // Its time grows fast with length and with l33t variants (a third of a second for 64 characters with
    // the defaults): the first 64 characters decide, with up to 10 substitutions ("p@ssw0rd" has 2).
    maxLength: PASSWORD_CHECKED_LENGTH,
    l33tMaxSubstitutions: 10,
  }));

/**
 * The person's own words: `inputs` tell zxcvbn what is easy to guess about them; a password holding
 * one of `forbidden` (the e-mail, its name part, the name or a word of it, 4 letters or more) is refused.
 */
function personalWords(person: { name?: string | null; email: string }) {
  const email = person.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const name = (person.name ?? '').trim().toLowerCase();
  const nameWords = name.split(/\s+/);
  return {
    inputs: [email, local, ...local.split(/[._+-]+/), name, ...nameWords].filter((w) => w.length >= 3),
    forbidden: [email, local, name.replace(/\s+/g, ''), ...nameWords].filter((w) => w.length >= 4),
  };
}

const COMMON_WARNINGS = new Set([
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
]);

/** The reason a new password is refused (a message key for `password`), or null when it is good enough. */
export function passwordWeakness(password: string, person: { name?: string | null; email: string }): MessageKey | null {
  const { inputs, forbidden } = personalWords(person);
  const lower = password.toLowerCase();
  if (forbidden.some((word) => lower.includes(word))) return 'auth.password.personal';
  const result = zxcvbn().check(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const warning = result.feedback.warning ?? '';
  if (warning === 'userInputs') return 'auth.password.personal';
  if (warning === 'simpleRepeat' || warning === 'extendedRepeat') return 'auth.password.repeated';
  if (COMMON_WARNINGS.has(warning)) return 'auth.password.common';
  return 'auth.password.weak';
}

/** 422 on `password` when the new password is too easy to guess (see passwordWeakness). */
export function refuseWeakPassword(password: string, person: { name?: string | null; email: string }): void {
  const weakness = passwordWeakness(password, person);
  if (weakness) throw fieldError('password', weakness);
}
