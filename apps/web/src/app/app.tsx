import { RouterProvider } from 'react-router';
import { BookingToolsProvider } from '../components/booking-tools';
import { BOOKING_TOOLS } from './booking-tools';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    <AppProvider>
      <BookingToolsProvider value={BOOKING_TOOLS}>
        <RouterProvider router={router} />
      </BookingToolsProvider>
    </AppProvider>
  );
}
