import { createContext, useContext, type ComponentType } from 'react';
import type { DoctorBooking } from '@nirog/contracts';

/**
 * What the live-consultation features add to a doctor's booking detail screen: Call Now with the call log,
 * and the prescription form. Features do not import each other, so the app hands these in
 * (`BookingToolsProvider` in `app/`) and the doctor's detail screen renders whatever it was given.
 */
export interface BookingToolProps {
  booking: DoctorBooking;
  /** Called after a tool changed the booking (a prescription saved), so the screen reloads it. */
  onChanged?: () => void;
}

export interface BookingTools {
  /** Call Now and the booking's call log (Ready audio and video consultations and appointments). */
  Calls?: ComponentType<BookingToolProps>;
  /** The prescription form (audio and video consultations). */
  Prescription?: ComponentType<BookingToolProps>;
}

const BookingToolsContext = createContext<BookingTools>({});

export const BookingToolsProvider = BookingToolsContext.Provider;

export function useBookingTools(): BookingTools {
  return useContext(BookingToolsContext);
}
