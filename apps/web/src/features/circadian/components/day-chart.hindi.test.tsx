// The 24-hour chart, its legend, its text alternative and the water row in Hindi (issue 43): every
// text from circadian.json's Hindi, no English left.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { describeDay } from '../lib/day-timeline';
import { cupsLabel, formatHours } from '../lib/format';
import { dayRecord } from '../test-data';
import { DayChart } from './day-chart';
import { WaterRow } from './water-row';

const day = dayRecord('2025-11-23', {
  breakfastLogged: true,
  breakfastTime: '07:30',
  eating: [{ id: 2, time: '22:30', kind: 'snack', note: null, photoUrl: null }],
});

beforeEach(async () => {
  await setLanguage('hi');
});
afterEach(async () => {
  await setLanguage('en');
});

describe('circadian in Hindi', () => {
  it('titles, describes and labels the chart in Hindi', () => {
    const { container } = renderWithProviders(<DayChart days={[day]} />);
    expect(screen.getByRole('img', { name: 'पिछले दिनों का 24 घंटे का चार्ट' })).toBeInTheDocument();
    for (const legend of ['मील मार्क', 'स्नैक', 'ड्रिंक', 'नींद', 'मील विंडो', 'ईटिंग विंडो']) expect(screen.getByText(legend)).toBeInTheDocument();
    expect(container.querySelector('[data-eating-window="2025-11-23"]')).toHaveTextContent('15 घंटे');
    expect(screen.getByRole('list', { name: 'पिछले दिनों का 24 घंटे का चार्ट, टेक्स्ट में' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Meal|Snack|Drink|Sleep|Eating window/);
  });

  it('writes the day, hours and cups in Hindi', () => {
    expect(describeDay(day)).toBe('रवि 23 नव॰: खाना 07:30–22:30 (15 घंटे); नाश्ता 07:30, स्नैक 22:30');
    expect(formatHours(7.5)).toBe('7 घंटे 30 मिनट');
    expect(cupsLabel(3)).toBe('3 कप');
    renderWithProviders(<WaterRow cups={1} busy={false} onAdd={() => undefined} />);
    expect(screen.getByText('पानी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+1 कप पानी' })).toBeInTheDocument();
  });
});
