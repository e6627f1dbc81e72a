import { createContext, useContext, type ComponentType } from 'react';
import type { AdminBookingDetail, BookingKind } from '@nirog/contracts';

/**
 * What a kind's own feature adds to the back office's booking detail screen (a nurse's agreed price, an
 * ambulance's service charge): one block per kind, shown under the booking's facts. Features do not
 * import each other, so the app hands these in (`AdminBookingBlocksProvider` in `app/`).
 */
export interface AdminBookingBlockProps {
  booking: AdminBookingDetail;
  /** Called after the block changed the booking, so the screen reloads it. */
  onChanged: () => void;
}

export type AdminBookingBlocks = Partial<Record<BookingKind, ComponentType<AdminBookingBlockProps>>>;

const AdminBookingBlocksContext = createContext<AdminBookingBlocks>({});

export const AdminBookingBlocksProvider = AdminBookingBlocksContext.Provider;

export function useAdminBookingBlocks(): AdminBookingBlocks {
  return useContext(AdminBookingBlocksContext);
}
