import { eq } from 'drizzle-orm';
import { AVATAR_ACCEPT, type AuthUser } from '@nirog/contracts';
import type { Db } from '../../db/client';
import { removeFile, saveFile } from '../../lib/file-store';
import { reencodeImage } from '../../lib/images';
import { authTables, authUserOf } from '../auth';

const { users } = authTables;

/** Public storage folder of profile photos; the user row keeps the storage-relative path. */
export const AVATAR_FOLDER = 'avatars';
/** Stored avatars are square WebP pictures of this side, px. */
export const AVATAR_SIDE = 256;
/**
 * Checks the upload by content (PNG or JPEG, whatever its name or declared type says) and re-encodes
 * it as a square WebP: turned upright, centre-cropped, every metadata block (EXIF, GPS) dropped.
 */
export async function encodeAvatar(input: Buffer): Promise<Buffer> {
  const formats = AVATAR_ACCEPT.map((mime) => mime.replace('image/', ''));
  const { image } = await reencodeImage(input, { maxSide: AVATAR_SIDE, square: true }, 'avatar', {
    formats,
    message: 'profile.avatar_image',
  });
  return image;
}

/** An avatar this service stored (social sign-in avatars are outside URLs and stay untouched). */
const isStoredAvatar = (avatar: string | null): avatar is string =>
  avatar !== null && avatar.startsWith(`${AVATAR_FOLDER}/`);

/**
 * `update-avatar`: stores the new picture under public `avatars/` with a random name, points the user
 * at it, and removes the previous file once that is committed (or the new file when it is not).
 */
export async function replaceAvatar(db: Db, publicRoot: string, userId: number, upload: Buffer): Promise<AuthUser> {
  const avatar = await saveFile(publicRoot, AVATAR_FOLDER, await encodeAvatar(upload), 'webp');
  const { previous, user } = await db
    .transaction(async (tx) => {
      // The row lock orders two uploads at once: the second one removes the first one's file.
      const [before] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
      const [after] = await tx
        .update(users)
        .set({ avatar, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return { previous: before.avatar, user: await authUserOf(tx, after) };
    })
    .catch(async (err: unknown) => {
      await removeFile(publicRoot, avatar);
      throw err;
    });
  if (isStoredAvatar(previous)) await removeFile(publicRoot, previous);
  return user;
}
