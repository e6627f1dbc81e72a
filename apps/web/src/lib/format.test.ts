import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatMoney, formatNumber, localizeDigits } from './format';

describe('format', () => {
  it('formats taka with the sign, thousands separators and 2 decimals', () => {
    expect(formatMoney(1234.5, 'en')).toBe('৳1,234.50');
    expect(formatMoney(0, 'en')).toBe('৳0.00');
    expect(formatMoney(1234.5, 'en', 'Tk')).toBe('Tk 1,234.50');
    expect(formatMoney(1234.5, 'en', '₹')).toBe('₹1,234.50');
    expect(formatMoney(1234.5, 'bn', '₹')).toBe('₹১,২৩৪.৫০');
    // Provider areas' Tk is টাকা in Bengali, after the amount.
    expect(formatMoney(1234.5, 'bn', 'Tk')).toBe('১,২৩৪.৫০ টাকা');
  });

  it('uses Bengali digits in bn', () => {
    expect(formatMoney(1234.5, 'bn')).toBe('৳১,২৩৪.৫০');
    expect(formatNumber(2026, 'bn')).toBe('২,০২৬');
    expect(localizeDigits('01711-000000', 'bn')).toBe('০১৭১১-০০০০০০');
    expect(localizeDigits('01711-000000', 'en')).toBe('01711-000000');
  });

  it('shows dates in Asia/Dhaka', () => {
    // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6).
    expect(formatDate('2026-03-01T18:30:00Z', 'en', 'YYYY-MM-DD HH:mm')).toBe('2026-03-02 00:30');
    expect(formatDate('2026-03-01T18:30:00Z', 'bn', 'YYYY-MM-DD')).toBe('২০২৬-০৩-০২');
    // AM/PM in Bengali words (Dhaka time: 00:30, 09:00, 15:01, 18:45).
    expect(formatDate('2026-03-01T18:30:00Z', 'bn', 'hh:mm A')).toBe('১২:৩০ রাত');
    expect(formatDate('2026-03-02T03:00:00Z', 'bn', 'hh:mm A')).toBe('০৯:০০ সকাল');
    expect(formatDate('2026-03-02T09:01:00Z', 'bn', 'hh:mm A')).toBe('০৩:০১ বিকাল');
    expect(formatDate('2026-03-02T12:45:00Z', 'bn')).toBe('২ মার্চ, ২০২৬ ০৬:৪৫ সন্ধ্যা');
    expect(formatDate('2026-03-02T09:01:00Z', 'en', 'hh:mm A')).toBe('03:01 PM');
  });

  it("shows a time in another zone when asked (an India doctor's hours)", () => {
    expect(formatDate('2026-03-02T05:00:00Z', 'en', 'hh:mm A', 'Asia/Kolkata')).toBe('10:30 AM');
    expect(formatDate('2026-03-02T05:00:00Z', 'en', 'hh:mm A')).toBe('11:00 AM');
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, hours only when there are some, in the reader digits', () => {
    expect(formatClock(0, 'en')).toBe('0:00');
    expect(formatClock(65, 'en')).toBe('1:05');
    expect(formatClock(3729, 'en')).toBe('1:02:09');
    expect(formatClock(95, 'bn')).toBe('১:৩৫');
    expect(formatClock(-3, 'en')).toBe('0:00');
  });
});
