// GET /api/check-ins/measurements: each measurement's values over the weeks, oldest first.
import type { CheckInMeasurementSeries } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const getMeasurementSeries = () => api.get<CheckInMeasurementSeries>('/api/check-ins/measurements');

export function useMeasurementSeries() {
  return useQuery({ queryKey: checkInKeys.measurements, queryFn: getMeasurementSeries });
}
