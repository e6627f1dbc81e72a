export * as bookingsTables from './bookings.tables';
export {
  cancelBooking,
  completeBooking,
  createBooking,
  expireHold,
  isSlotConflict,
  lockBooking,
  logBookingEvent,
  moveBooking,
  setAgreedPrice,
  setSerial,
  type BookingRow,
  type CancelCause,
  type NewBooking,
} from './bookings.service';
export { RETURN_PATHS, slotBounds, slotClock, type SlotChoice } from './bookings.slots';
export { renumberDay as renumberBookingDay, serialTaken } from './bookings.serials';
export { canComplete } from './bookings.completion';
export { bookingRowFields, needsPayment, patientMayCancel } from './bookings.rows';
export { ownBooking, patientBookings, providerBookings } from './bookings.queries';
export { createEarning, earningsPage, payOutEarning, referrerOf } from './bookings.earnings';
export { queueBookingMail, type BookingMail } from './bookings.mails';
export { bookingHoldExpiry, bookingReminder } from './bookings.jobs';
export { registerBookingPayments } from './bookings.payments';
export { chargeProvider, providerChargeDue } from './bookings.provider-charge';
export { bookingsRoutes } from './bookings.routes';
export { getAdminBooking } from './bookings.admin.service';
