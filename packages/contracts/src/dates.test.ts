import { describe, expect, it } from 'vitest';
import { formatLongDate } from './constants';

describe('formatLongDate', () => {
  it('writes a day in words without a comma, in English and Bengali', () => {
    expect(formatLongDate('2026-12-03', 'en')).toBe('3 December 2026');
    expect(formatLongDate('2026-12-01', 'bn')).toBe('১ ডিসেম্বর ২০২৬');
    expect(formatLongDate('2027-01-15', 'bn')).toBe('১৫ জানুয়ারি ২০২৭');
  });

  it('writes an instant as its day in Bangladesh, or in the zone given', () => {
    // 20:00 UTC on 2 December is 02:00 on 3 December in Dhaka and 01:30 in Kolkata.
    expect(formatLongDate('2026-12-02T20:00:00Z', 'en')).toBe('3 December 2026');
    expect(formatLongDate('2026-12-02T18:00:00Z', 'en', 'Asia/Kolkata')).toBe('2 December 2026');
    expect(formatLongDate('2026-12-02T18:00:00Z', 'bn')).toBe('৩ ডিসেম্বর ২০২৬');
  });
});
