/** All dates shown to people are in Bangladesh time. */
export const APP_TIME_ZONE = 'Asia/Dhaka';

export const minutes = (n: number) => n * 60_000;
export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The zones bookings are kept in; neither has daylight saving time, so an offset is exact. */
export const ZONE_OFFSETS = { 'Asia/Dhaka': '+06:00', 'Asia/Kolkata': '+05:30' } as const;
export type BookingZone = keyof typeof ZONE_OFFSETS;

/** The instant of a wall-clock `YYYY-MM-DD` `HH:mm` in a zone. */
export const instantAt = (date: string, time: string, zone: BookingZone) =>
  new Date(`${date}T${time.slice(0, 5)}:00${ZONE_OFFSETS[zone]}`);

/** An instant as the zone's wall clock: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function wallClock(instant: Date, zone: BookingZone): { date: string; time: string } {
  const [h, m] = ZONE_OFFSETS[zone].slice(1).split(':').map(Number);
  const sign = ZONE_OFFSETS[zone].startsWith('-') ? -1 : 1;
  const shifted = new Date(instant.getTime() + sign * (h * 60 + m) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** `YYYY-MM-DD` plus whole days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The doctor weekday id of a date: 1 Sunday .. 7 Saturday. */
export const weekdayIdOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() + 1;

/** `HH:mm[:ss]` as minutes after midnight. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const clockOf = (minutesAfterMidnight: number) =>
  `${String(Math.floor(minutesAfterMidnight / 60)).padStart(2, '0')}:${String(minutesAfterMidnight % 60).padStart(2, '0')}`;
