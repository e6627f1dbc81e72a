import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { DoctorCard as DoctorCardData, VideoDoctorCard } from '@nirog/contracts';
import { cutText, LOCATION_CUT } from './listing-constants';
import { ProviderCard } from './provider-card';
import { useCareFormat, type CareFormat } from './use-care-format';
import { doctorTitle } from '../../lib/doctor-title';

/** A fee after its discount, with the fee before it struck through when there is a discount. */
export function FeeText({
  fee,
  final,
  discount,
  f,
}: {
  fee: number | null;
  final: number | null;
  discount: number | null;
  f: CareFormat;
}) {
  if (final === null) return null;
  return (
    <Group gap={6} component="span" wrap="wrap">
      <span>{f.money(final)}</span>
      {discount ? (
        <Text span size="xs" c="dimmed" td="line-through" fw={400}>
          <VisuallyHidden>{f.t('careCard.before')} </VisuallyHidden>
          {f.money(fee)}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * A doctor in a listing or a home carousel: degrees, specialities, hospital, place (cut to 100 characters),
 * experience, language (India), the appointment fee (or the video fee on video listings) and VAT when above 0.
 */
export function DoctorCard({
  doctor,
  to,
  service = 'appointment',
}: {
  doctor: DoctorCardData | VideoDoctorCard;
  to: string;
  service?: 'appointment' | 'video';
}) {
  const f = useCareFormat();
  const video = service === 'video' && 'final_video_fee' in doctor;
  const fee = video ? (
    <FeeText fee={doctor.video_fee} final={doctor.final_video_fee} discount={doctor.video_discount} f={f} />
  ) : (
    <FeeText
      fee={doctor.appointment_fee}
      final={doctor.final_appointment_fee}
      discount={doctor.appointment_discount}
      f={f}
    />
  );
  return (
    <ProviderCard
      to={to}
      title={doctorTitle(f.t, doctor.title)}
      name={doctor.user.name}
      image={doctor.user.avatar}
      online={doctor.user.online_status}
      rating={{ average: doctor.reviews_avg_rating, count: doctor.reviews_count }}
      lines={[
        doctor.qualifications.map((q) => q.degree).join(', '),
        [doctor.designation, doctor.hospital_name].filter(Boolean).join(', '),
        cutText(f.place(doctor), LOCATION_CUT.listCard),
        f.experience(doctor.experience),
        doctor.language ? f.t('careCard.language', { language: doctor.language }) : null,
        doctor.vat > 0 ? f.t('careCard.vat', { n: f.digits(doctor.vat) }) : null,
      ]}
      badges={doctor.specialists.map((s) => f.title(s))}
      fee={fee}
      action={f.t('careCard.viewProfile')}
    />
  );
}
