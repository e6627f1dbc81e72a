import { vi } from 'vitest';

/** A stand-in for socket.io-client's socket: records handlers, lets the test play the server. */
export class FakeSocket {
  id: string | undefined = undefined;
  connected = false;
  readonly handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  readonly anyHandlers: Array<(event: string, payload: unknown) => void> = [];
  disconnect = vi.fn(() => {
    this.connected = false;
  });
  /** What the app sent with an acknowledgement, oldest first. */
  readonly emitted: Array<{ event: string; payload: unknown }> = [];
  /** The server's acknowledgement by event ({ ok: true } when not set). */
  readonly acks = new Map<string, unknown>();
  constructor(readonly options: Record<string, unknown>) {}
  timeout() {
    return this;
  }
  emitWithAck(event: string, payload: unknown) {
    this.emitted.push({ event, payload });
    return Promise.resolve(this.acks.get(event) ?? { ok: true });
  }
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: (event: string, payload: unknown) => void) {
    this.anyHandlers.push(handler);
    return this;
  }
  /** The server accepts the (re)connection under a new socket id. */
  serverConnects(id: string) {
    this.id = id;
    this.connected = true;
    this.handlers.get('connect')?.forEach((h) => h());
  }
  serverEmits(event: string, payload: unknown) {
    this.anyHandlers.forEach((h) => h(event, payload));
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((h) => h(...args));
  }
}

/** Every socket the app opened, oldest first; tests empty it. */
export const sockets: FakeSocket[] = [];
/** socket.io-client's `io`, mocked for every web test in test/setup.ts: no test opens a real socket. */
export const io = (options: Record<string, unknown>) => {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
};
