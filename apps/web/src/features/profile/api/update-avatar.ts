import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { keepAnsweredUser } from './keep-answered-user';

export interface AvatarUpload {
  file: File;
  /** Share of the file sent so far, 0 to 100. */
  onProgress: (percent: number) => void;
}

/** `POST /api/auth/update-avatar` (multipart `avatar`, one PNG or JPEG): answers the refreshed user. */
export function updateAvatar({ file, onProgress }: AvatarUpload): Promise<ProfileUpdateResponse> {
  const form = new FormData();
  form.append('avatar', file);
  return api.upload<ProfileUpdateResponse>('/api/auth/update-avatar', form, { onProgress });
}

/** Uploads the photo; the answered user (with the new avatar path) replaces the stored one. */
export function useUpdateAvatar() {
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: keepAnsweredUser,
  });
}
