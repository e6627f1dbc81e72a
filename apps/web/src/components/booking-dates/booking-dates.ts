import { BOOKING_WINDOW_DAYS, INDIA_FIRST_DAY } from '@nirog/contracts';

const DAY_MS = 86_400_000;
const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The doctor weekday id of a date: 1 Sunday to 7 Saturday (spec 2 section 9). */
export function weekdayIdOf(date: string): number {
  return new Date(midnight(date)).getUTCDay() + 1;
}

/**
 * The dates a patient may book (spec 2 section 9): from today in Bangladesh (`dhakaToday`; India: 7 days
 * ahead) up to 60 days ahead, only on the doctor's weekdays.
 */
export function bookableDates(weekdayIds: number[], india: boolean, today: string): string[] {
  const dates: string[] = [];
  for (let offset = india ? INDIA_FIRST_DAY : 0; offset <= BOOKING_WINDOW_DAYS; offset++) {
    const date = new Date(midnight(today) + offset * DAY_MS).toISOString().slice(0, 10);
    if (weekdayIds.includes(weekdayIdOf(date))) dates.push(date);
  }
  return dates;
}

/** The instant of a wall-clock date and time in Bangladesh or India (fixed offsets, no daylight saving). */
export function instantOf(date: string, time: string, zone: string): string {
  return `${date}T${time.slice(0, 5)}:00${zone === 'Asia/Kolkata' ? '+05:30' : '+06:00'}`;
}
