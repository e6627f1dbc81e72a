import { describe, expect, it } from 'vitest';
import { bookableDates, weekdayIdOf } from './booking-dates';

describe('booking dates (spec 2 section 9)', () => {
  it('numbers weekdays 1 Sunday to 7 Saturday', () => {
    expect(weekdayIdOf('2026-12-06')).toBe(1);
    expect(weekdayIdOf('2026-12-01')).toBe(3);
    expect(weekdayIdOf('2026-12-05')).toBe(7);
  });

  it('offers a Bangladesh doctor from today to 60 days ahead, on their weekdays only', () => {
    const dates = bookableDates([1, 3], false, '2026-12-01');
    expect(dates.slice(0, 3)).toEqual(['2026-12-01', '2026-12-06', '2026-12-08']);
    expect(dates.every((d) => [1, 3].includes(weekdayIdOf(d)))).toBe(true);
    expect(dates.at(-1)).toBe('2027-01-26');
    // Day 60 is a Saturday: offered to a Saturday doctor; day 61 (a Sunday) is not.
    expect(bookableDates([7], false, '2026-12-01').at(-1)).toBe('2027-01-30');
    expect(bookableDates([1], false, '2026-12-01').at(-1)).toBe('2027-01-24');
  });

  it('starts India appointments 7 days ahead', () => {
    expect(bookableDates([1, 3], true, '2026-12-01')[0]).toBe('2026-12-08');
    expect(bookableDates([3], true, '2026-12-02')[0]).toBe('2026-12-15');
  });

  it('offers nothing to a doctor without weekdays', () => {
    expect(bookableDates([], false, '2026-12-01')).toEqual([]);
  });
});
