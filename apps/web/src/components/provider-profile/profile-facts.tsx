import { Image, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import type { TFunction } from '../../i18n';
import type { AmbulanceProfile, DoctorProfile, Language, NurseProfile } from '@nirog/contracts';
import { NURSE_PACKAGES, WEEKDAYS } from '@nirog/contracts/constants';
import type { FactItem } from '../data/fact-list';
import { localName, localTitle } from '../../lib/local-name';
import { doctorTitle } from '../../lib/doctor-title';
import { formatDate, formatMoney, localizeDigits } from '../../lib/format';
import { storageUrl } from '../../lib/media';
import { useLanguageStore } from '../../stores/language';

/**
 * What a provider's profile says, section by section, as the provider's dashboard shows each section
 * and the back office shows the whole application. One place, so both read the same.
 */
export type DoctorSectionId =
  | 'personal'
  | 'hospital'
  | 'workplace'
  | 'specialist'
  | 'experience'
  | 'qualification'
  | 'availability'
  | 'fees'
  | 'signature';
export type NurseSectionId = 'personal' | 'availability';
export type AmbulanceSectionId = 'personal' | 'vehicle' | 'photo';

/** Doctors of this country (India) choose a listed hospital (spec 3: the Hospital section). */
export const HOSPITAL_COUNTRY_ID = 2;

interface Format {
  t: TFunction;
  language: Language;
  money: (taka: number | null | undefined) => string | null;
  digits: (value: number | string) => string;
  clock: (time: string | null) => string | null;
  experience: (years: number) => string;
  weekday: (id: number) => string;
}

/** `17:00:00` as `05:00 PM` (Bengali: `০৫:০০ বিকাল`). */
export function clockOf(time: string | null, language: Language): string | null {
  if (!time) return null;
  const [h, m] = time.split(':');
  return formatDate(`2026-01-01T${h.padStart(2, '0')}:${m ?? '00'}:00+06:00`, language, 'hh:mm A');
}

export function useProfileFormat(): Format {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const digits = (value: number | string) => localizeDigits(String(value), language);
  return {
    t,
    language,
    digits,
    money: (taka) => (taka === null || taka === undefined ? null : formatMoney(taka, language, 'Tk')),
    clock: (time) => clockOf(time, language),
    experience: (years) =>
      years <= 0
        ? t('providerForms.experience.lessThanOne')
        : t('providerForms.experience.years', { count: years, n: digits(years) }),
    weekday: (id) => {
      const day = WEEKDAYS.find((d) => d.id === id);
      return day ? (language === 'bn' ? day.bn_title : day.title) : String(id);
    },
  };
}

const field = (f: Format, key: string) => f.t(`providerProfile.fields.${key}`);
const discount = (f: Format, value: number | null) =>
  value ? f.t('providerProfile.percent', { n: f.digits(value) }) : null;

type Place = { name: string; bn_name: string };
const placeName = (f: Format, place: Place | null | undefined) => (place ? localName(place, f.language) : undefined);

function placeFacts(
  f: Format,
  p: {
    country: Place | null;
    district: Place | null;
    sub_district: Place | null;
    state?: Place | null;
    location: string;
  },
): FactItem[] {
  return [
    { label: field(f, 'country'), value: placeName(f, p.country) },
    ...(p.state ? [{ label: field(f, 'state'), value: placeName(f, p.state) }] : []),
    ...(p.district ? [{ label: field(f, 'district'), value: placeName(f, p.district) }] : []),
    ...(p.sub_district ? [{ label: field(f, 'sub_district'), value: placeName(f, p.sub_district) }] : []),
    { label: field(f, 'location'), value: p.location },
  ];
}

export function doctorFacts(p: DoctorProfile, f: Format): Record<DoctorSectionId, FactItem[]> {
  const service = (on: number, fee: number | null, off: number | null) =>
    on ? [f.money(fee), discount(f, off)].filter(Boolean).join(' · ') : f.t('providerProfile.notOffered');
  return {
    personal: [
      { label: field(f, 'doc_id'), value: p.doc_id },
      { label: field(f, 'title'), value: doctorTitle(f.t, p.title) },
      { label: field(f, 'gender'), value: f.t(`providerForms.genders.${p.gender}`, { defaultValue: p.gender }) },
      ...placeFacts(f, p),
      { label: field(f, 'registration_no'), value: p.registration_no },
      { label: field(f, 'registered_institution'), value: p.registered_institution },
      ...(p.language ? [{ label: field(f, 'language'), value: p.language }] : []),
      { label: field(f, 'nid_passport_no'), value: p.nid_passport_no },
    ],
    hospital: [{ label: field(f, 'hospital'), value: placeName(f, p.hospital) }],
    workplace: [
      { label: field(f, 'hospital_name'), value: p.hospital_name },
      { label: field(f, 'department'), value: p.department },
      { label: field(f, 'designation'), value: p.designation },
      {
        label: field(f, 'memorable_instrutation_name'),
        value: p.memorable_instrutation ? p.memorable_instrutation_name : f.t('providerProfile.no'),
      },
    ],
    specialist: [
      { label: field(f, 'specialists'), value: p.specialists.map((s) => localTitle(s, f.language)).join(', ') },
    ],
    experience: [{ label: field(f, 'experience'), value: f.experience(p.experience) }],
    qualification: [
      {
        label: field(f, 'qualifications'),
        value: p.qualifications.length ? (
          <List size="sm" spacing={2}>
            {p.qualifications.map((q) => (
              <List.Item key={q.id}>
                <Text span fw={600} size="sm">
                  {q.degree}
                </Text>
                {`, ${q.institution_name}, ${q.institution_location}`}
              </List.Item>
            ))}
          </List>
        ) : null,
      },
    ],
    availability: [
      { label: field(f, 'days'), value: p.wdays.map((d) => f.weekday(d.id)).join(', ') },
      {
        label: field(f, 'hours'),
        value: p.time_from && p.time_to ? `${f.clock(p.time_from)} – ${f.clock(p.time_to)}` : null,
      },
      {
        label: field(f, 'visit_minutes'),
        value: f.t('providerProfile.visitMinutes', { n: f.digits(p.visit_minutes) }),
      },
    ],
    fees: [
      {
        label: field(f, 'appointment_service'),
        value: service(p.appointment_service, p.appointment_fee, p.appointment_discount),
      },
      ...(p.appointment_service
        ? [
            { label: field(f, 'chamber_name'), value: p.chamber_name },
            { label: field(f, 'chamber_location'), value: p.chamber_location },
          ]
        : []),
      { label: field(f, 'audio_consultancy'), value: service(p.audio_consultancy, p.audio_fee, p.audio_discount) },
      { label: field(f, 'video_consultancy'), value: service(p.video_consultancy, p.video_fee, p.video_discount) },
    ],
    signature: [
      {
        label: field(f, 'signature'),
        value: p.signature ? (
          <Image src={p.signature} alt={field(f, 'signature')} h={80} w="auto" fit="contain" />
        ) : null,
      },
    ],
  };
}

/** The nurse's days, each with the packages offered and their fees. */
export function NurseDays({ profile, f }: { profile: NurseProfile; f: Format }) {
  if (!profile.wdays.length) return <Text size="sm">–</Text>;
  return (
    <Stack gap={6}>
      {profile.wdays.map((day) => (
        <div key={day.id}>
          <Text size="sm" fw={600}>
            {f.weekday(day.id)}
          </Text>
          <Text size="sm">
            {NURSE_PACKAGES.filter((p) => day.pivot[p])
              .map(
                (p) => `${f.t(`providerForms.nursePackages.${p}`)}: ${f.money(day.pivot[`${p}_fee`] ?? null) ?? '–'}`,
              )
              .join(' · ') || '–'}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

export function nurseFacts(p: NurseProfile, f: Format): Record<NurseSectionId, FactItem[]> {
  return {
    personal: [
      { label: field(f, 'nurse_code'), value: p.nurse_code },
      ...placeFacts(f, p),
      { label: field(f, 'present_add'), value: p.present_add },
      { label: field(f, 'permanent_add'), value: p.permanent_add },
      { label: field(f, 'experience'), value: f.experience(p.experience) },
    ],
    availability: [{ label: field(f, 'days_and_fees'), value: <NurseDays profile={p} f={f} /> }],
  };
}

export function ambulanceFacts(p: AmbulanceProfile, f: Format): Record<AmbulanceSectionId, FactItem[]> {
  return {
    personal: [
      { label: field(f, 'driver_name'), value: p.driver_name },
      { label: field(f, 'owner_name'), value: p.owner_name },
      ...placeFacts(f, p),
      { label: field(f, 'contact_phone'), value: p.contact_phone },
      { label: field(f, 'ambulance_code'), value: p.ambulance_code },
    ],
    vehicle: [
      { label: field(f, 'vehicle_no'), value: p.vehicle_no },
      { label: field(f, 'starting_area'), value: p.starting_area },
      {
        label: field(f, 'condition'),
        value: f.t(`providerProfile.condition.${p.condition}`, { defaultValue: p.condition }),
      },
    ],
    photo: [
      {
        label: field(f, 'photo'),
        value: p.photo ? (
          <Image src={storageUrl(p.photo)} alt={field(f, 'photo')} h={160} w="auto" fit="contain" radius="sm" />
        ) : null,
      },
    ],
  };
}
