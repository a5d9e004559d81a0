// POST /api/check-ins/:id/photos/:pose (multipart, the file in "photo"). Sent with XMLHttpRequest,
// not fetch, because only XHR reports how much of the body has gone (the progress bar on a phone).
import type { CheckInPhoto, CheckInPose } from '@rhythmfit/contracts';
import { API_BASE_URL, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

export const CHECK_IN_PHOTO_FIELD = 'photo';
export const CHECK_IN_PHOTO_ACCEPT = 'image/*';

export function uploadCheckInPhoto(
  id: number,
  pose: CheckInPose,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CheckInPhoto> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(CHECK_IN_PHOTO_FIELD, file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/api/check-ins/${id}/photos/${pose}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Cannot reach the server. Check your connection and try again.', 'network_error'));
    xhr.onload = () => {
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as CheckInPhoto);
        return;
      }
      const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; code?: unknown };
      const message = typeof body.message === 'string' ? body.message : xhr.statusText || 'Request failed';
      reject(new ApiError(xhr.status, message, typeof body.code === 'string' ? body.code : undefined, data));
    };
    xhr.send(form);
  });
}
