import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadPrescriptionResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { prescriptionsKeys } from './keys';

export interface UploadPrescriptionInput {
  images: File[];
  day_for: number | string;
  unnecessary_medicine: string;
  onProgress: (percent: number) => void;
}

/**
 * `POST /api/auth/store/upload-prescription`, multipart: `images[]` in the order picked (field errors
 * `images.N` follow that order), `day_for` and `unnecessary_medicine`.
 */
export function uploadPrescription(input: UploadPrescriptionInput): Promise<UploadPrescriptionResponse> {
  const body = new FormData();
  for (const image of input.images) body.append('images[]', image);
  body.append('day_for', String(input.day_for));
  body.append('unnecessary_medicine', input.unnecessary_medicine);
  return api.upload<UploadPrescriptionResponse>('/api/auth/store/upload-prescription', body, {
    onProgress: input.onProgress,
  });
}

/** Uploads a prescription; My prescription reads its list again. */
export function useUploadPrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionsKeys.lists(), refetchType: 'none' }),
  });
}
