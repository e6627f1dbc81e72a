import type { DbOrTx } from '../../db/client';
import { lookupsTables } from '../../modules/lookups';
import { HOSPITALS } from './datasets/hospitals';
import { writePublicFile } from './public-files';
import { syncIdSequence } from './sequences';
import { colorFor, hospitalBadgeSvg, initialsOf } from './svg-badge';

export const hospitalLogoPath = (slug: string) => `hospitals/${slug}.svg`;

/**
 * Hospitals in Bangladesh and India with fixed ids. Existing rows are left alone (staff may have
 * edited them); logos are (re)written into public storage when `storageDir` is given.
 */
export async function seedHospitals(db: DbOrTx, storageDir?: string): Promise<void> {
  await db
    .insert(lookupsTables.hospitals)
    .values(
      HOSPITALS.map((h) => ({
        id: h.id,
        countryId: h.country_id,
        name: h.name,
        bnName: h.bn_name,
        city: h.city,
        logo: hospitalLogoPath(h.slug),
      })),
    )
    .onConflictDoNothing();
  await syncIdSequence(db, 'hospitals');

  if (storageDir) {
    for (const h of HOSPITALS) {
      writePublicFile(
        storageDir,
        hospitalLogoPath(h.slug),
        hospitalBadgeSvg({ label: h.label ?? initialsOf(h.name), color: colorFor(h.slug), title: h.name }),
      );
    }
  }
}
