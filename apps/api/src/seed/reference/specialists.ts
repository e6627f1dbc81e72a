import type { DbOrTx } from '../../db/client';
import { lookupsTables } from '../../modules/lookups';
import { SPECIALISTS } from './datasets/specialists';
import { writePublicFile } from './public-files';
import { syncIdSequence } from './sequences';
import { circleBadgeSvg } from './svg-badge';

export const specialistLogoPath = (slug: string) => `specialists/${slug}.svg`;

/**
 * Specialities with fixed ids. Existing rows are left alone (staff may have edited them in the back
 * office); logos are (re)written into public storage when `storageDir` is given.
 */
export async function seedSpecialists(db: DbOrTx, storageDir?: string): Promise<void> {
  await db
    .insert(lookupsTables.specialists)
    .values(
      SPECIALISTS.map((s) => ({
        id: s.id,
        title: s.title,
        bnTitle: s.bn_title,
        description: s.description,
        bnDescription: s.bn_description,
        logo: specialistLogoPath(s.slug),
      })),
    )
    .onConflictDoNothing();
  await syncIdSequence(db, 'specialists');

  if (storageDir) {
    for (const s of SPECIALISTS) {
      writePublicFile(
        storageDir,
        specialistLogoPath(s.slug),
        circleBadgeSvg({ label: s.badge, color: s.color, title: s.title }),
      );
    }
  }
}
