import type { TFunction } from '../../../i18n';
import { CATALOG_IMAGE_MAX_BYTES, CATALOG_IMAGE_TYPES, CATALOG_IMPORT_MAX_BYTES } from '@nirog/contracts';

const MB = 1024 * 1024;
export const IMAGE_ACCEPT = CATALOG_IMAGE_TYPES.join(',');

/** Why a picture cannot be uploaded (type or size), before it is sent; null when it may go. */
export function imageFileProblem(file: File, t: TFunction): string | null {
  if (!(CATALOG_IMAGE_TYPES as readonly string[]).includes(file.type))
    return t('adminCatalog.files.imageType', { name: file.name });
  if (file.size > CATALOG_IMAGE_MAX_BYTES)
    return t('adminCatalog.files.tooLarge', { name: file.name, max: CATALOG_IMAGE_MAX_BYTES / MB });
  return null;
}

/** Why a file cannot be imported (not a .csv, or too large); null when it may go. */
export function csvFileProblem(file: File, t: TFunction): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return t('adminCatalog.files.csvType', { name: file.name });
  if (file.size > CATALOG_IMPORT_MAX_BYTES)
    return t('adminCatalog.files.tooLarge', { name: file.name, max: CATALOG_IMPORT_MAX_BYTES / MB });
  return null;
}
