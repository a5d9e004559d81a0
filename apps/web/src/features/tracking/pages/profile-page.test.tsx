import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberProfile } from '../../../test/fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import ProfilePage from './profile-page';

const profile = memberProfile();

type Sent = { user: Record<string, unknown>; photo: File | null };

type Answer = { status?: number; body?: unknown };

function setup({
  entries = [] as unknown[],
  update = (sent: Sent): Answer => ({
    status: 200,
    body: { ...profile, ...sent.user, profilePicture: sent.photo ? '/uploads/profile_pictures/new.jpg' : null } as unknown,
  }),
} = {}) {
  const sent: Sent[] = [];
  const { fetchMock, calls } = mockFetch({
    'GET /api/users/me': () => ({ body: profile }),
    'GET /api/progress': () => ({ body: entries }),
    'PUT /api/users/update': (init) => {
      const form = init?.body as FormData;
      const item = {
        user: JSON.parse(String(form.get('user'))) as Record<string, unknown>,
        photo: (form.get('profilePicture') as File | null) ?? null,
      };
      sent.push(item);
      return update(item);
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ProfilePage />);
  return { sent, calls };
}

describe('Profile page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't0k');
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Asha' }));
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the profile with age, BMI to one decimal and the medical conditions', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Asha' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('25.0')).toBeInTheDocument();
    expect(screen.getByText('36')).toBeInTheDocument();
    expect(screen.getByText('Overweight')).toBeInTheDocument();
    expect(screen.getByText('Hypertension Risk')).toBeInTheDocument();
  });

  it('edits, uploads a photo, saves, returns to view mode and updates the stored user', async () => {
    const { sent } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('asha@example.com');
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Rao');
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Mumbai');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(fileInput, photo);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.user).toMatchObject({ name: 'Asha Rao', city: 'Mumbai', height: 160, weight: 64, bp: '120/80' });
    expect(sent[0]!.user).not.toHaveProperty('email');
    expect(sent[0]!.user).not.toHaveProperty('role');
    expect(sent[0]!.photo?.name).toBe('me.jpg');
    const stored = JSON.parse(localStorage.getItem('user')!);
    expect(stored).toMatchObject({ name: 'Asha Rao', profilePicture: '/uploads/profile_pictures/new.jpg' });
  });

  it('locks the weight once progress entries exist and does not send it', async () => {
    const { sent } = setup({
      entries: [{ id: 1, date: '2026-01-01', weight: 64, calories: null, userId: 7, userName: 'Asha', user: { id: 7, name: 'Asha' } }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await waitFor(() => expect(screen.getByLabelText('Weight (kg)')).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated successfully!');
    expect(sent[0]!.user).not.toHaveProperty('weight');
  });

  it('checks the contract rules under the fields before sending anything', async () => {
    const { sent } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.clear(screen.getByLabelText('Blood pressure'));
    await userEvent.type(screen.getByLabelText('Blood pressure'), 'high');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Blood pressure must be written like 120/80')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Blood pressure')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('shows the server message on failure and stays in edit mode', async () => {
    setup({
      update: () => ({
        status: 400,
        body: { message: 'Please choose an image file (JPEG, PNG, WebP or GIF).', code: 'validation_failed' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Asha');
  });

  it('falls back to "Update failed" when the server gives no message', async () => {
    setup({ update: () => ({ status: 500 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('cancel returns to view mode without saving', async () => {
    const { sent } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
