/**
 * Generics Bangladesh allows to be sold over the counter (without a prescription), used by the CSV
 * import as the default of `prescription_required` when the file has no such column: a product all
 * of whose generics are on this list (in an allowed dosage form) is not prescription-only; every
 * other product is.
 *
 * Source: the Directorate General of Drug Administration (DGDA), Bangladesh, "List of Over-the-Counter
 * (OTC) Drugs (Allopathic)" / "ব্যবস্থাপত্রহীন ওষুধের তালিকা", the 39 items DGDA authorises for
 * dispensing without a prescription (as reproduced e.g. by betterhealth-bd.org, "Over The Counter
 * Drugs/Medicines"). Where DGDA names a dosage form ("Diclofenac Gel", "Chloramphenicol Eye/Ear
 * drops") only that form is over the counter. Items that are not medicines with a generic name in a
 * catalogue (condoms, low-dose contraceptive pills by brand) are left out. The items from Albendazole
 * to Methyl Salicylate were copied from that reproduction; the later ones (multivitamins, ORS,
 * paracetamol, povidone iodine, pyrantel, zinc, folic acid) are the rest of the list as commonly cited
 * and were not checked against DGDA's original when written: check the whole list against DGDA's
 * current publication. A pharmacist can always set the column explicitly.
 */
interface OtcGeneric {
  /** Lowercase words that must all appear in the product's generic name ("ferrous" matches "Ferrous Fumarate"). */
  words: string[];
  /** When DGDA limits the item to some dosage forms: a pattern the product's dosage form must match. */
  forms?: RegExp;
}

const otc = (name: string, forms?: RegExp): OtcGeneric => ({ words: name.toLowerCase().split(/\s+/), forms });

export const OTC_GENERICS: readonly OtcGeneric[] = [
  otc('Albendazole', /chewable|tablet/i),
  otc('Aluminium Hydroxide'), // antacids
  otc('Magnesium Hydroxide'),
  otc('Magnesium Trisilicate'),
  otc('Ascorbic Acid'),
  otc('Vitamin C'),
  otc('Benzyl Benzoate'),
  otc('Calcium'),
  otc('Chloramphenicol', /eye|ear|ophthalmic|otic/i),
  otc('Chlorhexidine'),
  otc('Chloroxylenol'),
  otc('Chlorpheniramine'),
  otc('Diclofenac', /gel/i),
  otc('Dextromethorphan'),
  otc('Ferrous'),
  otc('Folic Acid'),
  otc('Gentian Violet'),
  otc('Glycerin', /suppositor/i),
  otc('Mebendazole'),
  otc('Metronidazole', /tablet|suspension/i),
  otc('Methyl Salicylate'),
  otc('Multivitamin'),
  otc('Vitamin B'),
  otc('Oral Rehydration'),
  otc('Paracetamol'),
  otc('Povidone Iodine'),
  otc('Pyrantel'),
  otc('Zinc'),
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
