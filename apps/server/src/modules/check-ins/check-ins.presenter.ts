// Check-in rows to their API shape (the response schemas are allowlists on top of this).
import type { CheckIn, CheckInAnswerValue, CheckInMeasurements, CheckInPose, CheckInQuestionKind } from '@rhythmfit/contracts';
import { CHECK_IN_POSES } from '@rhythmfit/contracts';
import type { CheckInParts, CheckInWithUser } from './check-ins.repository.js';

export const checkInPhotoPath = (id: number, pose: string) => `/api/check-ins/${id}/photos/${pose}`;

export function parseValue(value: string | null): CheckInAnswerValue | null {
  if (value == null) return null;
  return JSON.parse(value) as CheckInAnswerValue;
}

export function presentCheckIn(row: CheckInWithUser, parts: CheckInParts): CheckIn {
  const measurements: CheckInMeasurements = {};
  for (const m of parts.measurements.get(row.id) ?? []) measurements[m.measurement as keyof CheckInMeasurements] = m.value;
  const photos = (parts.photos.get(row.id) ?? [])
    .slice()
    .sort((a, b) => CHECK_IN_POSES.indexOf(a.pose as CheckInPose) - CHECK_IN_POSES.indexOf(b.pose as CheckInPose))
    .map((p) => ({
      pose: p.pose as CheckInPose,
      url: checkInPhotoPath(row.id, p.pose),
      thumbUrl: `${checkInPhotoPath(row.id, p.pose)}?size=thumb`,
      uploadedAt: p.created_at,
    }));
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    weekOf: row.week_of,
    status: row.status,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    answers: (parts.answers.get(row.id) ?? []).map((a) => ({
      questionId: a.question_id,
      kind: a.kind as CheckInQuestionKind,
      label: a.label,
      value: parseValue(a.value),
    })),
    measurements,
    note: row.note,
    photos,
    review:
      row.status === 'reviewed' && row.reviewed_at
        ? { comment: row.review_comment ?? '', reviewedAt: row.reviewed_at, reviewerId: row.reviewed_by, reviewerName: row.reviewer_name }
        : null,
  };
}
