/**
 * Answers that carry signed addresses of private files (prescription images) are read again this often
 * while the page stays open, so the addresses never expire under the user's eyes. The server keeps
 * them valid for at least 10 minutes (`PRIVATE_FILE_LINK_MINUTES`, default 15).
 */
export const SIGNED_LINKS_REFRESH_MS = 5 * 60_000;
