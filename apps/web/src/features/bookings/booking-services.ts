import { COUNTRY_ID, type DoctorDetail } from '@nirog/contracts';
import type { DoctorProfileKind } from '../../components/listing/use-doctor-detail';
import { paths } from '../../lib/paths';

/** The doctor's bookings a patient lists: in-person appointments, audio and video consultations. */
export type DoctorBookingKind = 'appointment' | 'audio' | 'video';

/** The four booking forms (spec 2 "Booking forms"). */
export type DoctorBookingForm = 'bd' | 'in' | 'video' | 'audio';

interface FormSpec {
  kind: DoctorBookingKind;
  /** Which profile call the form reads the doctor from. */
  detail: DoctorProfileKind;
  /** The booking call. */
  endpoint: (doctorId: number) => string;
  /** In-person: a date and a slot. */
  slot: boolean;
  india: boolean;
  offered: (doctor: DoctorDetail) => boolean;
  /** The fee after discount, the discount (percent) and the total with VAT, as the server gives them. */
  fee: (doctor: DoctorDetail) => {
    fee: number | null;
    final: number | null;
    discount: number | null;
    total: number | null;
  };
  /** The doctor's public profile, to go back to. */
  profile: (doctorId: number) => string;
}

/** What each booking form reads, posts and needs (spec 2 sections 2, 7 and 9). */
export const BOOKING_FORMS: Record<DoctorBookingForm, FormSpec> = {
  bd: {
    kind: 'appointment',
    detail: 'bd',
    endpoint: (id) => `/api/auth/doctor-appointment/bd-doctor/${id}/appointment`,
    slot: true,
    india: false,
    offered: (d) => d.appointment_service === 1 && d.country_id === COUNTRY_ID.Bangladesh,
    fee: (d) => ({
      fee: d.appointment_fee,
      final: d.final_appointment_fee,
      discount: d.appointment_discount,
      total: d.appointment_total,
    }),
    profile: paths.care.bdDoctor,
  },
  in: {
    kind: 'appointment',
    detail: 'in',
    endpoint: (id) => `/api/auth/doctor-appointment/in-doctor/${id}/appointment`,
    slot: true,
    india: true,
    offered: (d) => d.appointment_service === 1 && d.country_id === COUNTRY_ID.India,
    fee: (d) => ({
      fee: d.appointment_fee,
      final: d.final_appointment_fee,
      discount: d.appointment_discount,
      total: d.appointment_total,
    }),
    profile: paths.care.inDoctor,
  },
  video: {
    kind: 'video',
    detail: 'video',
    endpoint: (id) => `/api/auth/doctor-consultancy/video/${id}/appointment`,
    slot: false,
    india: false,
    offered: (d) => d.video_consultancy === 1,
    fee: (d) => ({ fee: d.video_fee, final: d.final_video_fee, discount: d.video_discount, total: d.video_total }),
    profile: paths.care.videoDoctor,
  },
  audio: {
    kind: 'audio',
    detail: 'view',
    endpoint: (id) => `/api/auth/doctor-consultancy/audio/${id}/appointment`,
    slot: false,
    india: false,
    offered: (d) => d.audio_consultancy === 1,
    fee: (d) => ({ fee: d.audio_fee, final: d.final_audio_fee, discount: d.audio_discount, total: d.audio_total }),
    profile: paths.care.doctorView,
  },
};

/** Each kind's list: its call and page (spec 2 section 7; a paid booking returns there). */
export const BOOKING_LISTS: Record<DoctorBookingKind, { endpoint: string; page: string }> = {
  appointment: { endpoint: '/api/auth/doctor-appointment/my-appointment', page: paths.profile.myDoctorAppointment },
  video: { endpoint: '/api/auth/doctor-consultancy/my-video-consultancy', page: paths.profile.myVideoConsultancy },
  audio: { endpoint: '/api/auth/doctor-consultancy/my-audio-consultancy', page: paths.profile.myAudioConsultancy },
};
