import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import SignInPage from './sign-in-page';

const user = (role: string) => ({
  token: 't0k',
  user: {
    id: 7,
    name: 'Asha',
    role: { name: role },
    profilePicture: null,
    lastSeen: null,
    latitude: null,
    longitude: null,
    address: null,
    mobile: '9876543210',
    city: 'Pune',
    state: 'MH',
  },
});

function renderSignIn() {
  renderWithProviders(<SignInPage />, { route: '/', path: '/' });
}

describe('Sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has labelled Mobile number and Password fields and a Login button', () => {
    renderSignIn();
    expect(screen.getByLabelText(/Mobile number/)).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('refuses a mobile number that is not 10 digits without calling the server', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('an empty password shows the contract message under the field, with no call', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please enter a valid 10-digit mobile number.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs a member in, stores the session and goes to /dashboard', async () => {
    const { fetchMock, calls } = mockFetch({ 'POST /api/auth/login': () => ({ body: user('USER') }) });
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '98765abc43210');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9876543210');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('t0k'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { mobile: '9876543210', password: 'secret123' } });
    expect(localStorage.getItem('role')).toBe('USER');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Asha');
    expect(await screen.findByTestId('location-probe')).toBeInTheDocument();
  });

  it('shows the server message on a failed login', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid mobile number or password', code: 'invalid_credentials' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findAllByText('Invalid mobile number or password')).length).toBeGreaterThan(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('OTP mode: Send OTP reveals the OTP field, Verify OTP signs in', async () => {
    const { fetchMock, calls } = mockFetch({
      'POST /api/auth/send-otp': () => ({ body: { otp: '123456', message: 'OTP sent' } }),
      'POST /api/auth/verify-otp': () => ({ body: user('ADMIN') }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.click(screen.getByRole('link', { name: /Login with OTP/ }));
    expect(screen.queryByLabelText(/^OTP/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText(/^OTP/);
    // The code's SMS is asked for in the screen's language.
    expect(calls.find((call) => call.url.endsWith('/api/auth/send-otp'))).toMatchObject({ body: { mobile: '9876543210', language: 'en' } });
    expect(otp).toHaveAttribute('maxlength', '6');
    expect(await screen.findByText('Your OTP is 123456')).toBeInTheDocument();
    await userEvent.type(otp, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(localStorage.getItem('role')).toBe('ADMIN'));
    expect(calls.at(-1)).toMatchObject({ body: { mobile: '9876543210', otp: '123456' } });
  });

  it('OTP mode: a wrong code shows Invalid or expired OTP', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/auth/send-otp': () => ({ body: { otp: '123456', message: 'OTP sent' } }),
      'POST /api/auth/verify-otp': () => ({ status: 401, body: { message: 'Invalid or expired OTP', code: 'invalid_otp' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.click(screen.getByRole('link', { name: /Login with OTP/ }));
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText(/^OTP/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Invalid or expired OTP')).length).toBeGreaterThan(0);
  });

  it('OTP mode: a failed send says Failed to send OTP', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/auth/send-otp': () => ({ status: 429, body: { message: 'Please wait 20 seconds', code: 'otp_resend_too_soon' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.click(screen.getByRole('link', { name: /Login with OTP/ }));
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findAllByText('Failed to send OTP')).length).toBeGreaterThan(0);
  });
});
