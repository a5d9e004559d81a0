import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckIn, CheckInBody } from '@rhythmfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { testCheckIn, testCurrent, testForm } from '../test-data';
import { stubCheckInFetch } from '../test-fetch';
import CheckInPage from './check-in-page';

const upload = vi.hoisted(() => ({ calls: [] as { id: number; pose: string; name: string }[], fail: false }));
vi.mock('../api/upload-photo', async (original) => ({
  ...(await original<typeof import('../api/upload-photo')>()),
  uploadCheckInPhoto: (id: number, pose: string, file: File, onProgress: (fraction: number) => void) => {
    upload.calls.push({ id, pose, name: file.name });
    onProgress(0.5);
    if (upload.fail) return Promise.reject(new Error('offline'));
    onProgress(1);
    return Promise.resolve({ pose, url: `/api/check-ins/${id}/photos/${pose}`, thumbUrl: '', uploadedAt: '' });
  },
}));

const form = testForm({
  questions: [
    { id: 'energy', kind: 'scale', label: 'How was your energy this week?', required: true },
    { id: 'trained', kind: 'yes_no', label: 'Did you train three times?', required: false },
  ],
  measurements: ['weight', 'waist'],
  photos: ['front'],
});

function setup(current = testCurrent({ form })) {
  let state = current;
  const posted: { body: CheckInBody; key: string | undefined }[] = [];
  const stub = stubCheckInFetch({
    'GET /api/check-ins/current': () => ({ body: state }),
    'GET /api/check-ins': () => ({ body: state.checkIn ? [state.checkIn] : [] }),
    'POST /api/check-ins': (init) => {
      const body = JSON.parse(String(init?.body)) as CheckInBody;
      posted.push({ body, key: (init?.headers as Record<string, string>)['Idempotency-Key'] });
      const checkIn: CheckIn = testCheckIn(41, state.weekOf, { photos: [] });
      state = { ...state, status: 'submitted', checkIn };
      return { status: 201, body: checkIn };
    },
  });
  renderWithProviders(<CheckInPage />);
  return { ...stub, posted };
}

describe('the member check-in page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't0k');
    upload.calls = [];
    upload.fail = false;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the missing answer and the out-of-range measurement, and sends nothing', async () => {
    const { posted } = setup();
    const weight = await screen.findByLabelText('Weight (kg)');
    await userEvent.type(weight, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(await screen.findByText('An answer is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a weight from 20 to 400 kg')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers need a look');
    expect(posted).toHaveLength(0);
    // The question's radio group says it is wrong.
    expect(screen.getByRole('radiogroup', { name: /How was your energy/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the answers with an Idempotency-Key, then uploads the photo taken with the camera', async () => {
    const { posted } = setup();
    const energy = await screen.findByRole('radiogroup', { name: /How was your energy/ });
    await userEvent.click(within(energy).getByRole('radio', { name: '8' }));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: /Did you train/ })).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '72.5');
    await userEvent.type(screen.getByLabelText('Waist (cm)'), '84');
    const camera = screen.getByTestId('check-in-photo-front');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await userEvent.upload(camera, new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' }));
    expect(screen.getByAltText('Your new front photo')).toBeInTheDocument();
    expect(screen.getByText('Ready: it is uploaded when you send.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send check-in' }));
    await waitFor(() => expect(upload.calls).toEqual([{ id: 41, pose: 'front', name: 'front.jpg' }]));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.key).toMatch(/.{8,}/);
    expect(posted[0]!.body).toEqual({
      answers: [
        { questionId: 'energy', value: 8 },
        { questionId: 'trained', value: true },
      ],
      measurements: { weight: 72.5, waist: 84 },
      note: null,
    });
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    // Sent: it can be corrected until the coach reviews it.
    expect(await screen.findByRole('button', { name: 'Save corrections' })).toBeInTheDocument();
  });

  it('keeps the answers when a photo fails, and offers to send the photo again', async () => {
    upload.fail = true;
    setup(testCurrent({ form: { ...form, questions: [] } }));
    await userEvent.upload(await screen.findByTestId('check-in-photo-front'), new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(await screen.findByText(/Your answers are saved, but a photo could not be uploaded/)).toBeInTheDocument();
    upload.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Upload again' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(upload.calls.map((c) => c.id)).toEqual([41, 41]);
  });

  it('refuses a photo over the limit before sending it', async () => {
    setup(testCurrent({ form: { ...form, questions: [] } }));
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(await screen.findByTestId('check-in-photo-front'), huge);
    await userEvent.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(await screen.findByText(/This photo is too large \(at most 10 MB\)/)).toBeInTheDocument();
    expect(upload.calls).toEqual([]);
  });

  it("shows the coach's answer once the check-in is reviewed", async () => {
    const reviewed = testCheckIn(41, '2026-11-23', {
      status: 'reviewed',
      review: {
        comment: 'Great week, keep the steps up.',
        reviewedAt: '2026-11-24T10:00:00.000Z',
        reviewerId: 2,
        reviewerName: 'Coach Meera',
      },
    });
    setup(testCurrent({ form, status: 'reviewed', checkIn: reviewed }));
    const answer = await screen.findByRole('region', { name: "Your coach's answer" });
    expect(answer).toHaveTextContent('Great week, keep the steps up.');
    expect(answer).toHaveTextContent('Coach Meera');
    expect(screen.queryByRole('button', { name: 'Save corrections' })).not.toBeInTheDocument();
    expect(screen.getByText('7 out of 10')).toBeInTheDocument();
  });
});
