/**
 * Generics Bangladesh allows to be sold over the counter (without a prescription), used by the CSV
 * import as the default of `prescription_required` when the file has no such column: a product all
 * of whose generics are on this list, in a dosage form the list names, is not prescription-only;
 * every other product is.
 *
 * Source: Directorate General of Drug Administration (DGDA), Bangladesh, "List of Over-the-Counter
 * (OTC) Drugs (Allopathic)" / "ব্যবস্থাপত্রহীন ওষুধের তালিকা (এলোপ্যাথিক)", 39 items, as reproduced
 * by Better Health Bangladesh, "Over The Counter Drugs/Medicines (OTC Drugs)",
 * https://lms.betterhealth-bd.org/courses/over-the-counter-drugs-medicines-otc-drugs/ (read 2026-11-26).
 * Only items 1-19 of that reproduction could be read and checked; each entry below is one of them,
 * in the dosage forms the item names. Left out: items 10 (condoms) and 16 (low-dose contraceptive
 * pills), which are not generics of a catalogue row, and items 20-39, which could not be checked
 * against a citable copy. Oral rehydration salts are added from DGDA's own statement that
 * "contraceptives, ORS and antiseptics" may be sold over the counter (DGDA director Salim Barami,
 * The Financial Express, 22 September 2014, "Experts for OTC list to curb random sale, use of drugs").
 *
 * So paracetamol, multivitamins, zinc and the rest of items 20-39 default to prescription-only until
 * they are checked against DGDA's current publication: the safe side of a default. A pharmacist sets
 * the file's `prescription required` column (yes/no, Rx/OTC) to decide otherwise; an existing product
 * keeps its own setting.
 */
interface OtcGeneric {
  /** Lowercase words that must all appear in the product's generic name ("ferrous" matches "Ferrous Fumarate"). */
  words: string[];
  /** The dosage forms the list names for the item: a pattern the product's dosage form must match. */
  forms?: RegExp;
}

const otc = (name: string, forms?: RegExp): OtcGeneric => ({ words: name.toLowerCase().split(/\s+/), forms });

const CHEWABLE = /chewable/i;
const LOTION_CREAM = /lotion|cream/i;

/** The DGDA items, numbered as in the source. */
export const OTC_GENERICS: readonly OtcGeneric[] = [
  otc('Albendazole', CHEWABLE), // 1) Albendazole Chewable Tablet
  otc('Aluminium Hydroxide', /chewable|suspension/i), // 2) Antacid Chewable Tablet/ Suspension
  otc('Magnesium Hydroxide', /chewable|suspension/i),
  otc('Magnesium Trisilicate', /chewable|suspension/i),
  otc('Ascorbic Acid', /chewable|syrup/i), // 3) Ascorbic Acid Chewable Tablet/ Syrup
  otc('Vitamin C', /chewable|syrup/i),
  otc('Benzyl Benzoate', /lotion/i), // 4) Benzyl Benzoate Lotion
  otc('Calcium', /tablet/i), // 5) Calcium Tablet
  otc('Chloramphenicol', /eye|ear|ophthalmic|otic/i), // 6) Chloramphenicol Eye/Ear Ointment/Drops
  otc('Chlorhexidine', LOTION_CREAM), // 7) Chlorhexidine Lotion/ Cream
  otc('Chloroxylenol', LOTION_CREAM), // 8) Chloroxylenol Lotion/ Cream
  otc('Chlorpheniramine', /tablet|syrup/i), // 9) Chlorpheniramine Maleate Tablet/ Syrup
  otc('Diclofenac', /gel/i), // 11) Diclofenac Gel
  otc('Dextromethorphan', /syrup/i), // 12) Dextromethorphen Syrup
  otc('Ferrous', /tablet|capsule|syrup/i), // 13) Ferrous (Sulphate, Gluconate & Fumarate) Tablet/ Capsule/ Syrup
  otc('Gentian Violet'), // 14) Gentian Violet
  otc('Glycerin', /suppositor/i), // 15) Glycerin Suppository
  otc('Mebendazole', /tablet/i), // 17) Mebendazole Tablet
  otc('Metronidazole', /tablet|suspension/i), // 18) Metronidazole Tablet/ Suspension
  otc('Methyl Salicylate'), // 19) Methyl Salicylate (the form is cut off in the source)
  otc('Oral Rehydration'), // ORS (The Financial Express, 2014, above)
];

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/** True when the generic, in this dosage form, is on the DGDA OTC list. */
export function isOtcGeneric(generic: string, dosageForm: string): boolean {
  const have = words(generic);
  return OTC_GENERICS.some((g) => g.words.every((w) => have.has(w)) && (!g.forms || g.forms.test(dosageForm)));
}

/** The import's default: prescription-only unless every generic is over the counter in this form. */
export function defaultPrescriptionRequired(generics: string[], dosageForm: string): boolean {
  return generics.length === 0 || !generics.every((g) => isOtcGeneric(g, dosageForm));
}
