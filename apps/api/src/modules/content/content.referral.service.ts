import type { Language, ReferralThingsResponse } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { getSettings } from './content.settings.service';

/** The address a friend registers at with the user's code pre-filled (`{appUrl}/register?ddrefc={code}`). */
export function referralLink(appUrl: string, referralCode: string): string {
  return `${appUrl}/register?ddrefc=${encodeURIComponent(referralCode)}`;
}

/**
 * What the /referral page shows (spec 2 "Referral page"): the banner, the instructions in the request
 * language (Bengali for bn, otherwise English), and the user's code and link.
 */
export async function getReferralThings(
  db: DbOrTx,
  input: { referralCode: string; lang: Language; appUrl: string },
): Promise<ReferralThingsResponse> {
  const current = await getSettings(db);
  return {
    banner: current.referral_banner,
    text_box: input.lang === 'bn' ? current.referral_text_bn : current.referral_text,
    referral_code: input.referralCode,
    referral_link: referralLink(input.appUrl, input.referralCode),
  };
}
