import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactResponse } from '@nirog/contracts';
import { api, type ApiError } from '../../../lib/api-client';

/** POST /api/contact: name, email, phone, subject and message (all required; the server validates). */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return api.post<ContactResponse>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation<ContactResponse, ApiError | Error, ContactBody>({ mutationFn: sendContactMessage });
}
