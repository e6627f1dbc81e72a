import { useMutation } from '@tanstack/react-query';
import type {
  ApplyReferralAnswer,
  BdAppointmentBody,
  BookingAnswer,
  ConsultancyBody,
  InAppointmentBody,
} from '@nirog/contracts';
import { api } from '../../../lib/api-client';

export type DoctorBookingBody = BdAppointmentBody | InAppointmentBody | ConsultancyBody;

/** Posts a booking form to its call (`BOOKING_FORMS[form].endpoint`): Pay now's payment id, or confirmed. */
export function useBookDoctor(endpoint: string) {
  return useMutation({
    mutationFn: (body: DoctorBookingBody) => api.post<BookingAnswer>(endpoint, body),
  });
}

/** `POST /api/auth/doctor-appointment/apply-referral-code`: `success` with the code, or `warning` "Invalid referral code". */
export function useApplyReferral() {
  return useMutation({
    mutationFn: (referral_code: string) =>
      api.post<ApplyReferralAnswer>('/api/auth/doctor-appointment/apply-referral-code', { referral_code }),
  });
}
