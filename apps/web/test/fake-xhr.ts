import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/** One upload sent through the fake XMLHttpRequest; the test moves it along. */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  settled = false;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  constructor(private readonly onSend: (upload: FakeUpload) => void) {}

  get path() {
    return new URL(this.url, 'http://localhost').pathname;
  }
  get query() {
    return new URL(this.url, 'http://localhost').searchParams;
  }
  /** The file (or text) sent in a multipart field. */
  field(name: string) {
    return this.body?.get(name) ?? null;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.onSend(this);
  }
  abort() {
    if (this.settled) return;
    this.aborted = true;
    this.settled = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total = 100) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  /** The server's answer. */
  respond(status: number, body: unknown) {
    if (this.settled) return;
    this.settled = true;
    this.status = status;
    this.statusText = status >= 400 ? 'Error' : 'OK';
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
  /** The connection breaks. */
  fail() {
    if (this.settled) return;
    this.settled = true;
    this.onerror?.(new ProgressEvent('error'));
  }
}

type AutoReply = (upload: FakeUpload) => { status?: number; body: unknown } | undefined;

/**
 * Replaces XMLHttpRequest for one test. Without `reply` the test answers each upload itself
 * (`progress`, `respond`); with it, every upload reports half its bytes, then gets the reply.
 */
export function stubXhr(reply?: AutoReply) {
  const uploads: FakeUpload[] = [];
  const onSend = (upload: FakeUpload) => {
    uploads.push(upload);
    if (!reply) return;
    setTimeout(() => {
      upload.progress(50);
      const answer = reply(upload) ?? { status: 404, body: { message: 'Not Found' } };
      setTimeout(() => upload.respond(answer.status ?? 200, answer.body), 0);
    }, 0);
  };
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUpload {
      constructor() {
        super(onSend);
      }
    },
  );
  return uploads;
}
