// Assigning a program: the members the coach chose stay chosen when the programs list is fetched
// again behind the modal (a new object for the same program), and the assign is sent for them.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../test/render';
import type { ProgramSummary } from '../types';
import { AssignProgramModal } from './assign-program-modal';

const program: ProgramSummary = {
  id: 4,
  name: 'Two-week start',
  notes: '',
  weeks: 2,
  workoutCount: 2,
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const asha = { id: 21, name: 'Asha Training', mobile: '9876500021', role: { name: 'USER' }, deleted: false };

/** The programs tab's part: the modal's program is whatever the latest list read holds. */
function ProgramsList() {
  const [shown, setShown] = useState<ProgramSummary>(program);
  return (
    <>
      <button type="button" onClick={() => setShown({ ...shown })}>
        list fetched again
      </button>
      <AssignProgramModal program={shown} onClose={() => {}} />
    </>
  );
}

describe('AssignProgramModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the chosen members when the programs list is fetched again, and assigns them', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/users': () => ({ body: [asha] }),
      'POST /api/admin/training/programs/4/assign': () => ({
        status: 201,
        body: { scheduled: 2, firstDate: '2026-11-30', lastDate: '2026-12-07' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramsList />);
    const dialog = await screen.findByRole('dialog', { name: 'Assign Two-week start' });
    await userEvent.click(within(dialog).getByLabelText('Members'));
    fireEvent.click(await screen.findByRole('option', { name: /Asha Training/, hidden: true }));

    fireEvent.click(screen.getByRole('button', { name: 'list fetched again', hidden: true }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(/Asha Training: 2 workouts from/)).toBeInTheDocument();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ userId: 21 });
  });
});
