import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/bn';
import type { Language } from '@nirog/contracts';
import { localizeDigits } from './digits';

// Also exported by digits.ts, which a module that shows no date should import instead: this module brings dayjs,
// its plugins and its Bengali locale (6 kB gzip) to the page's first load (the cart's did, issue 11).
export { formatClock, formatMoney, formatNumber, localizeDigits } from './digits';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);
dayjs.extend(updateLocale);
// dayjs's Bengali has no time-of-day words ("A" printed "PM"): the parts of the day as Bengali clocks name them.
dayjs.updateLocale('bn', {
  meridiem: (hour: number) =>
    hour < 4
      ? 'রাত'
      : hour < 6
        ? 'ভোর'
        : hour < 12
          ? 'সকাল'
          : hour < 15
            ? 'দুপুর'
            : hour < 18
              ? 'বিকাল'
              : hour < 20
                ? 'সন্ধ্যা'
                : 'রাত',
});

export const APP_TIME_ZONE = 'Asia/Dhaka';
/** Dates in Asia/Dhaka (or the given zone: an India doctor's hours); default format `Do MMMM, YYYY hh:mm A`. */
export function formatDate(
  value: string | Date,
  language: Language,
  format = 'Do MMMM, YYYY hh:mm A',
  zone = APP_TIME_ZONE,
): string {
  const d = dayjs(value).tz(zone).locale(language);
  return localizeDigits(d.format(format), language);
}

/** Today in Bangladesh, `YYYY-MM-DD` (the latest birthday, the first day a booking may take). */
export function dhakaToday(now: Date = new Date()): string {
  return dayjs(now).tz(APP_TIME_ZONE).format('YYYY-MM-DD');
}
