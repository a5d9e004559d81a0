// The progress screen's pieces in Hindi (issue 43): months, kg and the words from tracking.json.
import { screen } from '@testing-library/react';
import type { ProgressEntry } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { StatCards } from './stat-cards';
import { WeightComparison } from './weight-comparison';
import { WeightTable } from './weight-table';

const entry = (id: number, date: string, weight: number) => ({ id, userId: 3, userName: 'Asha', date, weight }) as unknown as ProgressEntry;
const entries = [entry(1, '2026-10-01', 80), entry(2, '2026-11-01', 78)];

beforeEach(async () => {
  await setLanguage('hi');
});
afterEach(async () => {
  await setLanguage('en');
});

describe('progress in Hindi', () => {
  it('compares the last two months, with the stat cards and the table, in Hindi', () => {
    const { container } = renderWithProviders(
      <>
        <WeightComparison entries={entries} />
        <StatCards entries={entries} />
        <WeightTable entries={entries} />
      </>,
    );
    expect(screen.getByText('2 किलो घटा')).toBeInTheDocument();
    expect(screen.getAllByText('नव॰ 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('कुल एंट्री')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'महीना' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\b(kg|Lost|Change|Total entries|Month|Weight)\b/);
  });
});
