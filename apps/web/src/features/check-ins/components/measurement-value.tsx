// A measurement with its unit, one decimal, in the reader's language ("72.5 kg" / "72.5 किलो").
import { CHECK_IN_MEASUREMENT_RANGES, type CheckInMeasurementKey } from '@rhythmfit/contracts';
import { formatOneDecimal } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';

const UNIT_KEY = { kg: 'unit.kg', cm: 'unit.cm', '%': 'unit.percent' } as const;

export function useMeasurementText() {
  const t = useTexts(checkInTexts);
  return (measurement: CheckInMeasurementKey, value: number, signed = false) => {
    const text = formatOneDecimal(Math.abs(value));
    const sign = signed ? (value > 0 ? '+' : value < 0 ? '−' : '±') : value < 0 ? '−' : '';
    return t(UNIT_KEY[CHECK_IN_MEASUREMENT_RANGES[measurement].unit], { value: `${sign}${text}` });
  };
}

export function MeasurementValue({ measurement, value, signed }: { measurement: CheckInMeasurementKey; value: number; signed?: boolean }) {
  const format = useMeasurementText();
  return <>{format(measurement, value, signed)}</>;
}
