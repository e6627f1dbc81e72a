/** A `YYYY-MM-DD` day (Bangladesh) as the English pages write it in words: "3 December 2026". */
export const longDate = (day: string) =>
  new Date(`${day}T12:00:00+06:00`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  });
