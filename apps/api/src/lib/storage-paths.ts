import path from 'node:path';

/** Where files live under DATA_DIR: `storage/public` is served at /storage, `storage/private` never is. */
export function storagePaths(dataDir: string) {
  const root = path.join(dataDir, 'storage');
  return { public: path.join(root, 'public'), private: path.join(root, 'private') };
}
