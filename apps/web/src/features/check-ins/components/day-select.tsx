// A day of the week (ISO: Monday = 1) as a select with the weekday names in the reader's language.
import { NativeSelect } from '@mantine/core';
import { addIsoDays } from '@rhythmfit/contracts';
import { formatWeekday } from '../../../lib/format';

/** 2024-01-01 was a Monday: day n is n-1 days after it. */
const MONDAY = '2024-01-01';

export function DaySelect({
  label,
  value,
  onChange,
  disabled,
  id,
  placeholder,
}: {
  label: string;
  /** null: nothing chosen yet (the placeholder shows). */
  value: number | null;
  placeholder?: string;
  onChange: (day: number) => void;
  disabled?: boolean;
  id?: string;
}) {
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: String(day), label: formatWeekday(addIsoDays(MONDAY, day - 1), 'long') }));
  const data = value === null && placeholder ? [{ value: '', label: placeholder, disabled: true }, ...days] : days;
  return (
    <NativeSelect
      id={id}
      label={label}
      data={data}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      disabled={disabled}
      maw={240}
    />
  );
}
