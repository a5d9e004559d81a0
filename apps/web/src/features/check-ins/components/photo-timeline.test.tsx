import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { testCheckIn } from '../test-data';
import { stubCheckInFetch } from '../test-fetch';
import { PhotoTimeline } from './photo-timeline';

const weeks = [
  testCheckIn(1, '2026-11-02'),
  testCheckIn(2, '2026-11-09', {}, ['front']),
  testCheckIn(3, '2026-11-16', {}, []),
  testCheckIn(4, '2026-11-23'),
];

describe('the photo timeline and its two-week compare', () => {
  beforeEach(() => localStorage.setItem('token', 't0k'));
  afterEach(() => vi.unstubAllGlobals());

  it('compares the oldest and the newest week pose by pose, fetching each photo with the token', async () => {
    const { photoRequests } = stubCheckInFetch({});
    renderWithProviders(<PhotoTimeline checkIns={weeks} />);
    // Weeks without photos are not in the timeline.
    const timeline = screen.getByRole('list');
    expect(
      within(timeline)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Compare the week of 23 Nov 2026', 'Compare the week of 9 Nov 2026', 'Compare the week of 2 Nov 2026']);
    const compare = screen.getByTestId('photo-compare');
    for (const pose of ['Front', 'Side', 'Back']) {
      const row = within(compare).getByRole('region', { name: pose });
      expect(await within(row).findByAltText(`${pose} photo, week of 2 Nov 2026`)).toBeInTheDocument();
      expect(await within(row).findByAltText(`${pose} photo, week of 23 Nov 2026`)).toBeInTheDocument();
    }
    expect(photoRequests).toContain('/api/check-ins/1/photos/front');
    expect(photoRequests).toContain('/api/check-ins/4/photos/back');
  });

  it('compares any two weeks chosen, and says when a week has no photo of a pose', async () => {
    stubCheckInFetch({});
    renderWithProviders(<PhotoTimeline checkIns={weeks} />);
    await userEvent.selectOptions(screen.getByLabelText('First week'), '9 Nov 2026');
    const compare = screen.getByTestId('photo-compare');
    expect(await within(compare).findByAltText('Front photo, week of 9 Nov 2026')).toBeInTheDocument();
    const side = within(compare).getByRole('region', { name: 'Side' });
    expect(within(side).getByText('No photo')).toBeInTheDocument();
    expect(await within(side).findByAltText('Side photo, week of 23 Nov 2026')).toBeInTheDocument();

    // The timeline sets the second week; the same week twice is pointed out.
    await userEvent.click(screen.getByRole('button', { name: 'Compare the week of 9 Nov 2026' }));
    expect(screen.getByLabelText('Second week')).toHaveValue('2');
    expect(screen.getByText('Choose two different weeks to compare.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compare the week of 2 Nov 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Swap the weeks' }));
    expect(screen.getByLabelText('First week')).toHaveValue('1');
    expect(screen.getByLabelText('Second week')).toHaveValue('2');
  });

  it('says so when there are no photos yet', () => {
    stubCheckInFetch({});
    renderWithProviders(<PhotoTimeline checkIns={[testCheckIn(3, '2026-11-16', {}, [])]} />);
    expect(screen.getByText('No photos yet: add them to your weekly check-in.')).toBeInTheDocument();
  });
});
