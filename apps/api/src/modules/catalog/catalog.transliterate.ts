/**
 * Bengali script to a Latin spelling, close enough that the phonetic key of the result
 * (`nirog_phonetic_key`, migration 0010) equals or closely resembles the key of the Latin brand or
 * generic name: "নাপা" -> "napa", "ওমিপ্রাজল" -> "omiprajl", "প্যারাসিটামল" -> "parasitaml". The
 * inherent vowel of a consonant is left out (Bengali spellings of drug names mostly silence it:
 * "সেকলো" -> "seklo"); the trigram similarity of the keys absorbs the rest.
 */

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'ch',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'v',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 's',
  ষ: 's',
  স: 's',
  হ: 'h',
  ৎ: 't',
};

/** Vowel signs written after a consonant. */
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};

/** Vowels written on their own (at a word's start or after another vowel). */
const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};

const OTHERS: Record<string, string> = {
  'ং': 'ng',
  'ঃ': '',
  'ঁ': '',
  '০': '0',
  '১': '1',
  '২': '2',
  '৩': '3',
  '৪': '4',
  '৫': '5',
  '৬': '6',
  '৭': '7',
  '৮': '8',
  '৯': '9',
};

const YA = 'য';

/** ড়, ঢ়, য় (a letter and a nukta). */
const NUKTA_LETTERS: Record<string, string> = { ড: 'r', ঢ: 'r', [YA]: 'y' };

const VIRAMA = '্';
const NUKTA = '়';

/** Does the text contain Bengali script? */
export function hasBengali(text: string): boolean {
  return /[\u0980-\u09FF]/.test(text);
}

/** Bengali letters replaced by a Latin spelling; anything else is kept as it is. */
export function transliterateBengali(text: string): string {
  // NFC writes ড়, ঢ় and য় as the letter and a nukta, whichever way they were typed.
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (chars[i + 1] === NUKTA && NUKTA_LETTERS[c]) {
      out += NUKTA_LETTERS[c];
      i++;
      continue;
    }
    if (c === NUKTA) continue;
    if (c === VIRAMA) {
      // A ya-phala (্য) after a consonant colours the vowel ("প্যা" is "pa"); it adds no letter.
      if (chars[i + 1] === YA) i++;
      continue;
    }
    // "অ্যা" at a word's start is an "a" (অ্যামোক্সিসিলিন, amoxicillin).
    if (c === 'অ' && chars[i + 1] === VIRAMA && chars[i + 2] === YA) {
      out += 'a';
      i += 2;
      if (chars[i + 1] === 'া') i++;
      continue;
    }
    out += CONSONANTS[c] ?? VOWEL_SIGNS[c] ?? VOWELS[c] ?? OTHERS[c] ?? c;
  }
  return out;
}
