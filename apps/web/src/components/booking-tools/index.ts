export { BookingToolsProvider, useBookingTools, type BookingToolProps, type BookingTools } from './booking-tools';
export {
  AdminBookingBlocksProvider,
  useAdminBookingBlocks,
  type AdminBookingBlockProps,
  type AdminBookingBlocks,
} from './admin-booking-blocks';
