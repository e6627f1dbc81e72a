import type { AdminSettingsBody, PublicSettings } from '@nirog/contracts';

type SettingKey = keyof PublicSettings;

/** Every setting the back office edits, in form order. */
export const SETTING_KEYS = [
  'call_to_order_phone',
  'contact_phone',
  'contact_email',
  'contact_address',
  'contact_address_bn',
  'shipping_fee_inside_dhaka',
  'shipping_fee_outside_dhaka',
  'referral_text',
  'referral_text_bn',
  'referral_banner',
  'inr_exchange_rate',
  'booking_hold_minutes',
  'booking_cancel_hours',
  'referral_benefit_percentage',
  'ambulance_service_charge_type',
  'ambulance_service_charge',
] as const satisfies readonly SettingKey[];

const NUMBER_KEYS = new Set<SettingKey>([
  'shipping_fee_inside_dhaka',
  'shipping_fee_outside_dhaka',
  'inr_exchange_rate',
  'booking_hold_minutes',
  'booking_cancel_hours',
  'referral_benefit_percentage',
  'ambulance_service_charge',
]);
/** The only setting that may be left empty (no banner). */
const OPTIONAL_KEYS = new Set<SettingKey>(['referral_banner']);

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

/** What the inputs hold: text for text settings (the banner '' when there is none), numbers or '' for money and the rate. */
export type SettingsFormValues = {
  [K in SettingKey]: PublicSettings[K] extends number ? number | string : string;
};

export function toFormValues(settings: PublicSettings): SettingsFormValues {
  return { ...settings, referral_banner: settings.referral_banner ?? '' };
}

/** True when a required input is empty. */
export function isBlank(key: SettingKey, value: number | string): boolean {
  return !OPTIONAL_KEYS.has(key) && String(value).trim() === '';
}

/** One input's value as the API takes it: trimmed text, a number, or null for no banner. */
function wireValue(key: SettingKey, value: number | string): string | number | null {
  if (NUMBER_KEYS.has(key)) return typeof value === 'number' ? value : Number(value);
  const text = String(value).trim();
  return key === 'referral_banner' && text === '' ? null : text;
}

/** The PUT body: only the settings whose value differs from what was loaded (the API accepts any subset). */
export function changedSettings(values: SettingsFormValues, initial: SettingsFormValues): AdminSettingsBody {
  const body: Record<string, string | number | null> = {};
  for (const key of SETTING_KEYS) {
    const next = wireValue(key, values[key]);
    if (next !== wireValue(key, initial[key])) body[key] = next;
  }
  return body as AdminSettingsBody;
}
