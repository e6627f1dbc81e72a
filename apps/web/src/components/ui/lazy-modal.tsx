import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '@mantine/core';

// Mantine's Modal brings ScrollArea, floating-ui, FocusTrap and react-remove-scroll (about 33 kB gzip): a page
// that only may open a dialog (the shop's "More categories" and "Call to order") loads them on the first opening.
const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

/**
 * Mantine's Modal, loaded the first time it opens and kept mounted afterwards (so it animates out when
 * closed and opens at once the next time). Same props as `Modal`.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
