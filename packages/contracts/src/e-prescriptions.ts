import { z } from 'zod';
import { IdFromTextSchema, LineTextSchema, MultilineTextSchema } from './common';

/**
 * E-prescriptions (DESIGN.md 6b; spec 3 "Prescription", section 5 rules, the store call; spec 2 the
 * download). Written by the doctor on an audio or video consultation; every save is a new version and
 * everyone sees the latest. Not the shop's prescription upload (`prescriptions.ts`).
 */

/** The consultations a prescription is written on (spec 3: the audio and video detail screens). */
export const PRESCRIPTION_BOOKING_KINDS = ['audio', 'video'] as const;
export const PRESCRIPTION_ITEMS_MAX = 30;
export const PRESCRIPTION_TITLES_MAX = 20;

/** Follow-up (spec 3 section 5): 1 to 30 days or 1 to 12 months, on the wire as `7 days`, `1 month`. */
export const FOLLOW_UP_UNITS = ['day', 'month'] as const;
export type FollowUpUnit = (typeof FOLLOW_UP_UNITS)[number];
const FOLLOW_UP_MAX: Record<FollowUpUnit, number> = { day: 30, month: 12 };
export const followUpValue = (count: number, unit: FollowUpUnit) => `${count} ${unit}${count === 1 ? '' : 's'}`;
export const FOLLOW_UP_CHOICES: { value: string; count: number; unit: FollowUpUnit }[] = FOLLOW_UP_UNITS.flatMap(
  (unit) =>
    Array.from({ length: FOLLOW_UP_MAX[unit] }, (_, i) => ({ value: followUpValue(i + 1, unit), count: i + 1, unit })),
);
/** `7 days` -> { count: 7, unit: 'day' }; null for anything not offered. */
export function parseFollowUp(value: string): { count: number; unit: FollowUpUnit } | null {
  const choice = FOLLOW_UP_CHOICES.find((c) => c.value === value);
  return choice ? { count: choice.count, unit: choice.unit } : null;
}

const text = (max: number) => LineTextSchema.trim().min(1).max(max);
/** An absent, null or empty value means "not given". */
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

export const PrescriptionItemSchema = z.object({
  medicine_name: text(160),
  dosage_instructions: text(200),
  duration: text(80),
});
export type PrescriptionItem = z.infer<typeof PrescriptionItemSchema>;
export const PrescriptionTitleSchema = z.object({ title: MultilineTextSchema.trim().min(1).max(500) });
export type PrescriptionTitle = z.infer<typeof PrescriptionTitleSchema>;
const titles = z.array(PrescriptionTitleSchema).max(PRESCRIPTION_TITLES_MAX).optional().default([]);

/** `POST /api/doctor/prescription/store/{id}`: at least one medicine row; follow-up optional. */
export const PrescriptionBodySchema = z.object({
  items: z
    .array(PrescriptionItemSchema, 'eprescriptions.items_required')
    .min(1, 'eprescriptions.items_required')
    .max(PRESCRIPTION_ITEMS_MAX),
  follow_up: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .refine((v) => parseFollowUp(v) !== null, 'validation.in')
      .optional(),
  ),
  complains: titles,
  diagnoses: titles,
  advices: titles,
});
export type PrescriptionBody = z.input<typeof PrescriptionBodySchema>;

/** Spec 3 "Prescription": the latest version as the doctor's detail screen shows it. */
export const EPrescriptionSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  follow_up: z.string().nullable(),
  /** The follow-up day (Asia/Dhaka, `YYYY-MM-DD`) counted from the version's date; null without follow-up. */
  follow_up_date: z.string().nullable(),
  prescription_items: z.array(PrescriptionItemSchema),
  prescription_complains: z.array(PrescriptionTitleSchema),
  prescription_diagnosis: z.array(PrescriptionTitleSchema),
  prescription_advices: z.array(PrescriptionTitleSchema),
});
export type EPrescription = z.infer<typeof EPrescriptionSchema>;

export const PrescriptionStoreAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  prescription: EPrescriptionSchema,
});
export type PrescriptionStoreAnswer = z.infer<typeof PrescriptionStoreAnswerSchema>;

/** `GET /api/doctor/prescription/medicine-suggestions?keyword=` (designed here): shop medicines as the doctor types. */
export const MedicineSuggestionsQuerySchema = z.object({ keyword: LineTextSchema.trim().min(2).max(60) });
export const MedicineSuggestionSchema = z.object({
  /** What goes into the prescription row: brand with strength, e.g. `Napa Extend 665 mg`. */
  name: z.string(),
  form: z.string().nullable(),
  generics: z.array(z.string()),
});
export type MedicineSuggestion = z.infer<typeof MedicineSuggestionSchema>;
export const MedicineSuggestionsResponseSchema = z.object({ data: z.array(MedicineSuggestionSchema) });

/** `GET /api/auth/prescription/{appointmentId}/download-pdf`: the booking id. */
export const PrescriptionPdfParamsSchema = z.object({ appointmentId: IdFromTextSchema });
