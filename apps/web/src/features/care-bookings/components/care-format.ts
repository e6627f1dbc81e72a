import { BOOKING_CARD_LOCATION_MAX } from '@nirog/contracts';
import { instantOf } from '../../../components/booking-dates/booking-dates';
import type { useFormatters } from '../../../lib/use-formatters';

type Formatters = ReturnType<typeof useFormatters>;

/** A location cut for a booking card (spec 2 section 9: 50 characters). */
export const cut = (text: string, max = BOOKING_CARD_LOCATION_MAX) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** A Bangladesh wall-clock date (and time) in the reader's language and the spec's date format. */
export function dhakaDate(f: Formatters, date: string, time?: string | null) {
  return time
    ? f.date(instantOf(date, time, 'Asia/Dhaka'))
    : f.date(instantOf(date, '12:00', 'Asia/Dhaka'), 'Do MMMM, YYYY');
}

/** A Bangladesh wall-clock time, hh:mm AM/PM. */
export const dhakaTime = (f: Formatters, date: string, time: string) =>
  f.date(instantOf(date, time, 'Asia/Dhaka'), 'hh:mm A');
