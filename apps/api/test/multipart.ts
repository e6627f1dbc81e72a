import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/**
 * A multipart/form-data body for `app.inject`: text fields and files, as a browser sends them.
 * Spread the result into the inject options: `app.inject({ method, url, ...multipart({...}) })`.
 */
export function multipart(
  fields: Record<string, string | number | boolean> = {},
  files: MultipartFile[] = [],
  headers: Record<string, string> = {},
) {
  const boundary = `----nirog${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'upload.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
