/** A stored file's address: full URLs pass through, storage-relative paths are served under /storage. */
export function storageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
