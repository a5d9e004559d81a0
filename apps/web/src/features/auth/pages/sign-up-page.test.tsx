import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import SignUpPage from './sign-up-page';

const session = {
  token: 'new-token',
  user: {
    id: 3,
    name: 'Ravi',
    role: { name: 'USER' },
    profilePicture: null,
    lastSeen: null,
    latitude: null,
    longitude: null,
    address: null,
    mobile: '9123456780',
    city: 'Pune',
    state: 'MH',
  },
};

async function fill(fields: Partial<Record<'name' | 'mobile' | 'password' | 'city' | 'state', string>>) {
  if (fields.name) await userEvent.type(screen.getByLabelText(/Full name/), fields.name);
  if (fields.mobile) await userEvent.type(screen.getByLabelText(/Mobile number/), fields.mobile);
  if (fields.password) await userEvent.type(screen.getByLabelText(/^Password/), fields.password);
  if (fields.city) await userEvent.type(screen.getByLabelText(/City/), fields.city);
  if (fields.state) await userEvent.type(screen.getByLabelText(/State/), fields.state);
}

describe('Sign-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has every labelled field and both buttons', () => {
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    for (const label of [/Full name/, /Mobile number/, /^Password/, /City/, /State/])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('requires every field before registering', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks the contract rules in the browser: a short password or a bad mobile never reaches the server', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    await fill({ name: 'Ravi', mobile: '912345678', password: 'short', city: 'Pune', state: 'MH' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('registers and goes to /dashboard', async () => {
    const { fetchMock, calls } = mockFetch({ 'POST /api/auth/register': () => ({ status: 201, body: session }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    await fill({ name: 'Ravi', mobile: '9123456780', password: 'password1', city: 'Pune', state: 'MH' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    expect(calls[0]!.body).toEqual({ name: 'Ravi', mobile: '9123456780', password: 'password1', city: 'Pune', state: 'MH' });
    expect(await screen.findByTestId('location-probe')).toBeInTheDocument();
  });

  it('shows why the server refused a common password', async () => {
    const message = 'This password is too common. Please choose one that is harder to guess.';
    const { fetchMock } = mockFetch({ 'POST /api/auth/register': () => ({ status: 400, body: { message, code: 'password_too_common' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    await fill({ name: 'Ravi', mobile: '9123456780', password: 'password123', city: 'Pune', state: 'MH' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message, or Signup failed', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { message: 'An account with this mobile number already exists', code: 'mobile_taken' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    await fill({ name: 'Ravi', mobile: '9123456780', password: 'password1', city: 'Pune', state: 'MH' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('An account with this mobile number already exists')).length).toBeGreaterThan(0);
  });

  it('Send OTP checks the mobile first, then opens the OTP view; Back to Signup returns', async () => {
    const { fetchMock, calls } = mockFetch({
      'POST /api/auth/send-otp': () => ({ body: { otp: '654321', message: 'OTP sent' } }),
      'POST /api/auth/verify-otp': () => ({ body: session }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    await fill({ name: 'Ravi', mobile: '91234', city: 'Pune', state: 'MH' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Mobile number/), '56780');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi');

    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText(/^OTP/), '6543');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/verify-otp'))).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^OTP/), '21');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    expect(calls.at(-1)!.body).toEqual({ mobile: '9123456780', otp: '654321', name: 'Ravi', city: 'Pune', state: 'MH' });
  });

  it('a failed OTP send says Failed to send OTP. Try again.', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/auth/send-otp': () => ({ status: 502, body: { message: 'Failed to send OTP', code: 'x' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    await fill({ name: 'Ravi', mobile: '9123456780', city: 'Pune', state: 'MH' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findAllByText(/^Failed to send OTP\. Try again\./)).length).toBeGreaterThan(0);
  });
});
