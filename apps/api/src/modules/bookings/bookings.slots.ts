import type { BookingKind } from '@nirog/contracts';
import { wallClock, type BookingZone } from '../../lib/time';

/** Where the patient lands after paying, per kind (DESIGN.md 5: the matching profile list). */
export const RETURN_PATHS: Record<BookingKind, string> = {
  appointment: '/profile/my-doctor-appointment',
  audio: '/profile/my-audio-consultancy',
  video: '/profile/my-video-consultancy',
  nurse: '/profile/my-nurse-appointment',
  ambulance: '/profile/my-ambulance-booking',
};

/** The provider's list of the kind, which a new booking's mail links to. */
export const PROVIDER_PATHS: Record<BookingKind, string> = {
  appointment: '/sp/doctor/appointment',
  audio: '/sp/doctor/audio-consultancy',
  video: '/sp/doctor/video-consultancy',
  nurse: '/sp/nurse/appointments',
  ambulance: '/sp/ambulance/bookings',
};

export interface SlotChoice {
  start: Date;
  end: Date;
  /** The local day in `zone`, which serials count within. */
  day: string;
  zone: BookingZone;
}

/** A slot as the `tstzrange` text the database stores. */
export const rangeOf = (slot: Pick<SlotChoice, 'start' | 'end'>) =>
  `[${slot.start.toISOString()},${slot.end.toISOString()})`;

/** PostgreSQL's timestamptz text (`2026-01-01 04:00:00+00`, `...+05:30`) or ISO text as a Date. */
function parseTimestamp(text: string): Date {
  const m = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d(?::?\d\d)?)$/.exec(text);
  if (!m) return new Date(text);
  const zone = m[3] === 'Z' ? 'Z' : m[3].length === 3 ? `${m[3]}:00` : `${m[3].slice(0, 3)}:${m[3].slice(-2)}`;
  return new Date(`${m[1]}T${m[2]}${zone}`);
}

/** The slot's start and end, read back from the stored range. */
export function slotBounds(row: { slot: string | null }): { start: Date; end: Date } | null {
  const match = row.slot && /^[[(]"?([^",]+)"?,"?([^")]+)"?[\])]$/.exec(row.slot);
  return match ? { start: parseTimestamp(match[1]), end: parseTimestamp(match[2]) } : null;
}

/** The slot's date and time in the booking's zone (`app_date`, `app_time`). */
export function slotClock(row: { slot: string | null; timeZone: string }) {
  const bounds = slotBounds(row);
  return bounds ? wallClock(bounds.start, row.timeZone as BookingZone) : null;
}
