// POST /api/circadian/date/{date}/eating/{id}/photo (multipart, part "photo"): a photo of what was
// eaten. It needs the event's id, so it is only sent online, right after the event was stored.
import { api } from '../../../lib/api-client';

export const EATING_PHOTO_FIELD = 'photo';
export const EATING_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export function uploadEatingPhoto(date: string, id: number, photo: File): Promise<unknown> {
  const form = new FormData();
  form.append(EATING_PHOTO_FIELD, photo);
  return api.upload(`/api/circadian/date/${date}/eating/${id}/photo`, form);
}
