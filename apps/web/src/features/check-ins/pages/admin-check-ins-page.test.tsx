import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckIn, CheckInQueue, CheckInQueueItem, CheckInReviewPage } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { testCheckIn } from '../test-data';
import { stubCheckInFetch } from '../test-fetch';
import AdminCheckInsPage from './admin-check-ins-page';

const item = (checkIn: CheckIn): CheckInQueueItem => ({
  id: checkIn.id,
  userId: checkIn.userId,
  userName: checkIn.userName,
  weekOf: checkIn.weekOf,
  dueDate: checkIn.weekOf,
  status: 'submitted',
  submittedAt: checkIn.submittedAt,
  reviewedAt: null,
  photoCount: checkIn.photos.length,
});

const asha = testCheckIn(11, '2026-11-23', { measurements: { weight: 79.2, waist: 88 } });
const ashaBefore = testCheckIn(5, '2026-11-16', { status: 'reviewed' });
const ashaEarlier = testCheckIn(2, '2026-11-09', { status: 'reviewed' });
const ravi = testCheckIn(12, '2026-11-23', { userId: 8, userName: 'Ravi Kumar' });

function reviewPage(checkIn: CheckIn, previous: CheckIn | null): CheckInReviewPage {
  return {
    checkIn,
    previous,
    week: {
      start: '2026-11-16',
      end: '2026-11-22',
      eatingWindowMedianHours: 10.5,
      sleepHoursAverage: 7.2,
      sleepRegularity: 81,
      trainingCompliancePercent: 75,
      measurementChanges: previous
        ? [
            { measurement: 'weight', previous: 80, current: 79.2, change: -0.8 },
            { measurement: 'waist', previous: 90, current: 88, change: -2 },
          ]
        : null,
    },
  };
}

function setup(reviewAnswer: () => { status?: number; body?: unknown } = () => ({ body: { ...asha, status: 'reviewed' } })) {
  let waiting = [asha, ravi];
  const reviews: { id: number; body: unknown }[] = [];
  const queue = (): CheckInQueue => ({ items: waiting.map(item), total: waiting.length, page: 1, pageSize: 20, waiting: waiting.length });
  const stub = stubCheckInFetch({
    'GET /api/admin/check-ins': () => ({ body: queue() }),
    'GET /api/admin/check-ins/11': () => ({ body: reviewPage(asha, ashaBefore) }),
    'GET /api/admin/check-ins/12': () => ({ body: reviewPage(ravi, null) }),
    'GET /api/admin/members/7/check-ins': () => ({ body: [asha, ashaBefore, ashaEarlier] }),
    'GET /api/admin/members/8/check-ins': () => ({ body: [ravi] }),
    'POST /api/admin/check-ins/11/review': (init) => {
      reviews.push({ id: 11, body: JSON.parse(String(init?.body)) });
      const answer = reviewAnswer();
      if ((answer.status ?? 200) < 300) waiting = waiting.filter((c) => c.id !== 11);
      return answer;
    },
  });
  renderWithProviders(<AdminCheckInsPage />, { route: '/admin/check-ins' });
  return { ...stub, reviews };
}

describe("the coach's check-in queue", () => {
  beforeEach(() => localStorage.setItem('token', 't0k'));
  afterEach(() => vi.unstubAllGlobals());

  it('reviews the oldest check-in against the previous week, then opens the next one', async () => {
    const { reviews } = setup();
    expect(await screen.findByText('2 waiting')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the check-in of Asha Rao for the week of 23 Nov 2026' }));

    const review = await screen.findByRole('article', { name: 'Asha Rao, week of 23 Nov 2026' });
    // Photos beside the previous week's, pose by pose.
    const photos = within(review).getByRole('region', { name: 'Photos' });
    expect(await within(photos).findByAltText('Front photo, week of 16 Nov 2026')).toBeInTheDocument();
    expect(await within(photos).findByAltText('Front photo, week of 23 Nov 2026')).toBeInTheDocument();
    // ... or beside any earlier week.
    await userEvent.selectOptions(within(photos).getByLabelText('Compare with'), 'Week of 9 Nov 2026');
    expect(await within(photos).findByAltText('Back photo, week of 9 Nov 2026')).toBeInTheDocument();
    // Measurement changes, answers and the week's figures.
    const changes = within(review).getByRole('region', { name: 'Measurement changes' });
    expect(within(changes).getByRole('row', { name: /Waist/ })).toHaveTextContent('−2.0 cm');
    expect(within(review).getByText('7 out of 10')).toBeInTheDocument();
    expect(within(review).getByText('10.5 h')).toBeInTheDocument();
    expect(within(review).getByText('75%')).toBeInTheDocument();

    // An empty answer is refused here, before the server.
    await userEvent.click(within(review).getByRole('button', { name: 'Review and next' }));
    expect(await within(review).findByText('Write your answer first')).toBeInTheDocument();
    expect(reviews).toHaveLength(0);

    await userEvent.type(within(review).getByLabelText(/Your answer to the member/), 'Lovely progress on the waist.');
    await userEvent.click(within(review).getByRole('button', { name: 'Review and next' }));
    await waitFor(() => expect(reviews).toEqual([{ id: 11, body: { comment: 'Lovely progress on the waist.' } }]));
    // The next waiting check-in opens, with its own empty comment box.
    const next = await screen.findByRole('article', { name: 'Ravi Kumar, week of 23 Nov 2026' });
    expect(within(next).getByText("This is the member's first check-in: there is no earlier week to compare with.")).toBeInTheDocument();
    expect(within(next).getByLabelText(/Your answer to the member/)).toHaveValue('');
    expect(await screen.findByText('1 waiting')).toBeInTheDocument();
  });

  it('tells the coach when another coach reviewed it first', async () => {
    setup(() => ({ status: 409, body: { message: 'This check-in has already been reviewed', code: 'check_in_reviewed' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open the check-in of Asha Rao for the week of 23 Nov 2026' }));
    const review = await screen.findByRole('article', { name: 'Asha Rao, week of 23 Nov 2026' });
    await userEvent.type(within(review).getByLabelText(/Your answer to the member/), 'Nice.');
    await userEvent.click(within(review).getByRole('button', { name: 'Review and next' }));
    expect(await within(review).findByText('Another coach has already reviewed this check-in.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Asha Rao, week of 23 Nov 2026' })).toBeInTheDocument();
  });
});
