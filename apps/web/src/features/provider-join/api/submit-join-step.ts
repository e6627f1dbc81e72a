import type { JoinFinalResponse, ProviderKind } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** The address of a join step's call: `/api/{kind}/join/step-{n}` (spec 3 section 7, "Join wizards"). */
export const joinStepUrl = (kind: ProviderKind, step: number) => `/api/${kind}/join/step-${step}`;

/**
 * `POST /api/{kind}/join/step-{n}` with a JSON body (doctor steps 1-3, nurse steps 1-2, ambulance step 1),
 * or multipart with the upload's progress (each wizard's last step). The answer's `icon` says what comes next;
 * the last step's answer carries the stored `user`.
 */
export function submitJoinStep(
  kind: ProviderKind,
  step: number,
  body: object | FormData,
  onProgress?: (percent: number) => void,
): Promise<JoinFinalResponse> {
  if (body instanceof FormData) return api.upload<JoinFinalResponse>(joinStepUrl(kind, step), body, { onProgress });
  return api.post<JoinFinalResponse>(joinStepUrl(kind, step), body);
}
