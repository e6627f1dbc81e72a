export { BookingToolsProvider, useBookingTools, type BookingToolProps, type BookingTools } from './booking-tools';
