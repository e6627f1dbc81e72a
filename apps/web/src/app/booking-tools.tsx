import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { Outlet } from 'react-router';
import { BookingToolsProvider, type BookingToolProps, type BookingTools } from '../components/booking-tools';
import { loadTranslations } from '../i18n';

// The prescription form and its texts load when a doctor opens a consultation, not with the doctor's area.
const LazyPrescription = lazy(async () => {
  const [{ PrescriptionTool }] = await Promise.all([
    import('../features/e-prescriptions'),
    loadTranslations('eprescriptions'),
  ]);
  return { default: PrescriptionTool };
});

// Call Now and the call log, with their texts, likewise.
const LazyCalls = lazy(async () => {
  const [{ CallsTool }] = await Promise.all([import('../features/calls'), loadTranslations('calls')]);
  return { default: CallsTool };
});

function Calls(props: BookingToolProps) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="md" />}>
      <LazyCalls {...props} />
    </Suspense>
  );
}

function Prescription(props: BookingToolProps) {
  return (
    <Suspense fallback={<Skeleton height={360} radius="md" />}>
      <LazyPrescription {...props} />
    </Suspense>
  );
}

/** What the live-consultation features add to the doctor's booking detail screens (components/booking-tools). */
export const BOOKING_TOOLS: BookingTools = { Calls, Prescription };

/**
 * The booking tools for the pages under this route: the provider areas' (area-routes.tsx), where the doctor's
 * booking screens are, so this module and its lists of the tools' chunks are not in every first load (issue 11).
 */
export function WithBookingTools() {
  return (
    <BookingToolsProvider value={BOOKING_TOOLS}>
      <Outlet />
    </BookingToolsProvider>
  );
}
