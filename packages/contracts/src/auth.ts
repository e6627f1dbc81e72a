import { z } from 'zod';
import { BD_PHONE_PATTERN, LineTextSchema, phoneTextSchema } from './common';

/** A role as the web sees it: `{ id, name }`, names Admin, Doctor, Nurse, Ambulance, Pharmacist. */
export const RoleSchema = z.object({ id: z.number().int(), name: z.string() });

/** The user object of every auth answer (spec 1 section 3 "User"). */
export const AuthUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  occupation: z.string().nullable(),
  dob: z.string().nullable(),
  sex: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  avatar: z.string().nullable(),
  roles: z.array(RoleSchema),
  online_status: z.string(),
  referral_code: z.string(),
  email_verified: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

const email = LineTextSchema.trim().toLowerCase().min(1).max(190).pipe(z.email());
/** A new password; the server also refuses common ones and ones made of the user's name or e-mail. */
const password = LineTextSchema.min(8).max(100);
const typedPassword = LineTextSchema.min(1).max(100);
export const phoneSchema = phoneTextSchema(BD_PHONE_PATTERN).transform((v) => v.replace(/^\+?88/, ''));

/** Optional form fields arrive as "" when left empty; treat that as absent. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** `password_confirmation` must match; reported under `password` (Laravel's `confirmed` rule). */
const confirmed = {
  path: ['password'],
  message: 'validation.confirmed',
  // Checked even when other fields fail, so every error shows at once.
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
  },
};
const matches = (b: { password: string; password_confirmation: string }) => b.password === b.password_confirmation;

export const LoginBodySchema = z.object({
  email: LineTextSchema.trim().min(1).max(190),
  password: typedPassword,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;
/** `verified: false` -> /email/verify; `blocked: true` -> show the message; otherwise token and user. */
export const LoginResponseSchema = z.object({
  message: z.string(),
  verified: z.boolean().optional(),
  blocked: z.boolean().optional(),
  token: z.string().optional(),
  user: AuthUserSchema.optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterBodySchema = z
  .object({
    name: LineTextSchema.trim().min(1).max(120),
    email,
    phone: phoneSchema,
    parent_referral_code: z.preprocess(blankToNull, LineTextSchema.trim().max(16).optional().nullable()),
    password,
    password_confirmation: typedPassword,
  })
  .refine(matches, confirmed);
export type RegisterBody = z.input<typeof RegisterBodySchema>;
export const RegisterResponseSchema = z.object({
  message: z.string(),
  need_verification: z.boolean(),
  token: z.string().optional(),
  user: AuthUserSchema.optional(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/**
 * `success`: token and user (or `need_verification` after a social registration with a typed e-mail);
 * `require_accounts`: ask for the missing e-mail and/or phone, then POST social-registration;
 * `error`: show the message as a warning.
 */
export const SocialLoginResponseSchema = z.object({
  status: z.enum(['success', 'require_accounts', 'error']),
  message: z.string(),
  token: z.string().optional(),
  user: AuthUserSchema.optional(),
  required_email: z.boolean().optional(),
  required_phone: z.boolean().optional(),
  need_verification: z.boolean().optional(),
});
export type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;
export const SocialLoginParamsSchema = z.object({
  provider: LineTextSchema.max(40),
  accessToken: LineTextSchema.max(4096),
});

const flag = z.union([z.boolean(), z.stringbool()]);
export const SocialRegistrationBodySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  token: LineTextSchema.min(1).max(4096),
  required_email: flag.optional(),
  required_phone: flag.optional(),
  email: z.preprocess(blankToNull, email.optional().nullable()),
  phone: z.preprocess(blankToNull, phoneSchema.optional().nullable()),
});
export type SocialRegistrationBody = z.input<typeof SocialRegistrationBodySchema>;
export const SocialRegistrationResponseSchema = SocialLoginResponseSchema;
export type SocialRegistrationResponse = SocialLoginResponse;

/** Which social sign-in buttons to show (hidden when a provider is not configured). */
export const AuthProvidersResponseSchema = z.object({
  google: z.object({ enabled: z.boolean(), client_id: z.string().nullable() }),
  facebook: z.object({ enabled: z.boolean(), app_id: z.string().nullable() }),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;

export const ForgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;
/** Forgot, reset and resend answers: `status: false` means the message is an error. */
export const StatusMessageResponseSchema = z.object({ status: z.boolean(), message: z.string() });
export type StatusMessageResponse = z.infer<typeof StatusMessageResponseSchema>;

export const ResetPasswordBodySchema = z
  .object({
    token: LineTextSchema.min(1).max(200),
    email,
    password,
    password_confirmation: typedPassword,
  })
  .refine(matches, confirmed);
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z
  .object({
    old_password: typedPassword,
    password,
    password_confirmation: typedPassword,
  })
  .refine(matches, confirmed);
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;
/** The stored token must be replaced: every earlier token, the current one included, is revoked. */
export const ChangePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export const CheckAuthResponseSchema = z.object({ status: z.literal('valid-auth'), user: AuthUserSchema });
export type CheckAuthResponse = z.infer<typeof CheckAuthResponseSchema>;

/** POST /api/auth/email/resend: always the same neutral answer, whether or not the e-mail exists. */
export const ResendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.input<typeof ResendVerificationBodySchema>;
