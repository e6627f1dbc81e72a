import type { FileRejection } from '@mantine/dropzone';
import type { TFunction } from '../../../i18n';
import type { Language } from '@nirog/contracts';
import { PRESCRIPTION_IMAGE_MAX_BYTES, PRESCRIPTION_IMAGES_MAX } from '@nirog/contracts';
import { formatNumber } from '../../../lib/digits';

/** Why a picked file was refused: not an image, or larger than the server takes. */
export function rejectionMessage(rejection: FileRejection, t: TFunction, language: Language): string {
  const name = rejection.file.name;
  if (rejection.errors.some((error) => error.code === 'file-too-large')) {
    const max = formatNumber(PRESCRIPTION_IMAGE_MAX_BYTES / (1024 * 1024), language);
    return t('prescriptions.upload.tooLarge', { name, max });
  }
  return t('prescriptions.upload.notImage', { name });
}

/** Spec 1 section 5: 'Not acceptable, Select maximum N file(s)'. */
export function tooManyMessage(t: TFunction, language: Language): string {
  return t('prescriptions.upload.tooMany', { max: formatNumber(PRESCRIPTION_IMAGES_MAX, language) });
}

/** Whether adding `adding` images to `picked` would pass the limit (the whole new pick is then refused). */
export function exceedsImageLimit(picked: number, adding: number): boolean {
  return picked + adding > PRESCRIPTION_IMAGES_MAX;
}
