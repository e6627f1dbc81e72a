import type { TFunction } from '../../../i18n';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, type Language } from '@nirog/contracts';
import { formatNumber } from '../../../lib/digits';

export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/**
 * Why the picked files cannot become the profile photo (spec 1 section 5: PNG/JPG/JPEG, at most one
 * file; the server's size limit), checked before anything is sent; null when the one file may go.
 * The browser names the type from the extension, so a .jpg is image/jpeg here.
 */
export function avatarFileProblem(files: File[], t: TFunction, language: Language): string | null {
  if (files.length > 1) return t('profile.avatar.oneFile');
  const [file] = files;
  if (!file) return null;
  if (!(AVATAR_ACCEPT as readonly string[]).includes(file.type))
    return t('profile.avatar.wrongType', { name: file.name });
  if (file.size > AVATAR_MAX_BYTES)
    return t('profile.avatar.tooLarge', { name: file.name, max: formatNumber(AVATAR_MAX_MB, language) });
  return null;
}
