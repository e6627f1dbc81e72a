/** All dates shown to people are in Bangladesh time. */
export const APP_TIME_ZONE = 'Asia/Dhaka';

export const minutes = (n: number) => n * 60_000;
export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
