// The event API of '@mantine/modals' (`openConfirmModal`, `openModal`, `closeModal` ...) fires window events
// that only the mounted modals manager hears. The manager loads just after the first paint, so requests made
// before it listens are held here and replayed, in order, once it does.
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

let held: CustomEvent[] | null = [];
const hold = (event: Event) => held?.push(event as CustomEvent);
// Not in a server render (entry-server.tsx): nothing opens a modal there.
if (typeof window !== 'undefined') for (const type of MODAL_EVENTS) window.addEventListener(type, hold);

/** Replays the requests held so far and stops holding; called once the modals manager listens. */
export function releaseHeldModals() {
  if (!held) return;
  const events = held;
  held = null;
  for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
  for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
}
