import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { providersTables } from '../providers';

const { providerDocuments } = providersTables;

/**
 * The doctor's signature from private storage as PNG on white (pdfkit takes only PNG and JPEG; the
 * wizard stores other formats too). Null when none is on file or the file cannot be read: the pad is
 * still issued, with the signature line empty.
 */
export async function signaturePng(db: DbOrTx, applicationId: number, privateRoot: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ path: providerDocuments.path })
    .from(providerDocuments)
    .where(and(eq(providerDocuments.applicationId, applicationId), eq(providerDocuments.type, 'signature')))
    .orderBy(asc(providerDocuments.position))
    .limit(1);
  if (!row) return null;
  try {
    return await sharp(path.join(privateRoot, row.path)).flatten({ background: '#ffffff' }).png().toBuffer();
  } catch {
    return null;
  }
}
