import { useMutation, useQuery } from '@tanstack/react-query';
import type { MedicineSuggestion, PrescriptionBody, PrescriptionStoreAnswer } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** `POST /api/doctor/prescription/store/{id}`: saves the next version of the consultation's prescription. */
export function useStorePrescription(bookingId: number) {
  return useMutation({
    mutationFn: (body: PrescriptionBody) =>
      api.post<PrescriptionStoreAnswer>(`/api/doctor/prescription/store/${bookingId}`, body),
  });
}

/** Fewer letters than this find too much to help. */
export const SUGGEST_FROM_LETTERS = 2;

/**
 * `GET /api/doctor/prescription/medicine-suggestions?keyword`: shop medicines for what the doctor types
 * (debounced by the caller); a superseded request is cancelled.
 */
export function useMedicineSuggestions(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['e-prescriptions', 'medicine-suggestions', trimmed.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<{ data: MedicineSuggestion[] }>('/api/doctor/prescription/medicine-suggestions', {
        signal,
        query: { keyword: trimmed },
      }),
    enabled: trimmed.length >= SUGGEST_FROM_LETTERS,
    staleTime: 5 * 60_000,
  });
}

/** The saved prescription as the patient gets it (the PDF pad), for the doctor to check. */
export function useDownloadPrescriptionPdf(bookingId: number) {
  return useMutation({
    mutationFn: () => api.download(`/api/auth/prescription/${bookingId}/download-pdf`, `prescription-${bookingId}.pdf`),
  });
}
