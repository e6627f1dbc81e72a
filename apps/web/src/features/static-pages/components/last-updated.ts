/**
 * When each long text last changed (noon in Dhaka, so every time zone shows the same date).
 * Update the date together with the text in static.en.json and static.bn.json.
 */
export const LAST_UPDATED = {
  termsAndConditions: '2026-11-22T12:00:00+06:00',
  termsOfUse: '2026-11-22T12:00:00+06:00',
  privacyPolicy: '2026-11-22T12:00:00+06:00',
  returnPolicy: '2026-11-22T12:00:00+06:00',
  refundPolicy: '2026-11-22T12:00:00+06:00',
} as const;
