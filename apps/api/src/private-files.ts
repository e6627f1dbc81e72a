import type { PrivateFileKind } from './lib/private-files';
import type { PrivateFolderOwner } from './lib/private-file-sweep';
import { importFiles } from './modules/catalog';
import { prescriptionImageFiles } from './modules/prescriptions';
import { nurseIdImageFiles } from './modules/nurses';
import { providerDocumentFiles } from './modules/providers';

/**
 * Every kind of private file (lib/private-files.ts): each is served through its signed addresses by
 * plugins/private-files.ts and swept by the nightly job when no row names it. Add a new kind here.
 */
export const PRIVATE_FILE_KINDS = [
  prescriptionImageFiles,
  providerDocumentFiles,
  nurseIdImageFiles,
] as PrivateFileKind[];

/** Every folder of private storage and the module that says which of its files are still named. */
export const PRIVATE_FOLDER_OWNERS: PrivateFolderOwner[] = [...PRIVATE_FILE_KINDS, importFiles];
