// Sign-in and sign-up in Hindi (issue 43): the screens, the rules' messages under the fields and
// the server's messages in Hindi; the switch changes the language in place; a sign-up in Hindi
// makes a Hindi account.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../../test/render';
import SignInPage from './sign-in-page';
import SignUpPage from './sign-up-page';

beforeEach(async () => {
  await setLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('sign-in in Hindi', () => {
  it('shows the screen, the field messages and the server message in Hindi', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid mobile number or password', code: 'invalid_credentials' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignInPage />, { route: '/', path: '/' });
    expect(screen.getByRole('heading', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/register');
    await userEvent.type(screen.getByLabelText(/मोबाइल नंबर/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByText('कृपया 10 अंकों का सही मोबाइल नंबर डालें।')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/मोबाइल नंबर/));
    await userEvent.type(screen.getByLabelText(/मोबाइल नंबर/), '9876543210');
    await userEvent.type(screen.getByLabelText(/पासवर्ड/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect((await screen.findAllByText('मोबाइल नंबर या पासवर्ड गलत है')).length).toBeGreaterThan(0);
  });

  it('switches to English in place, keeping what was typed', async () => {
    renderWithProviders(<SignInPage />, { route: '/', path: '/' });
    await userEvent.type(screen.getByLabelText(/मोबाइल नंबर/), '9876543210');
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(english);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('sign-up in Hindi', () => {
  it('makes an account that reads Hindi', async () => {
    const session = { token: 't', user: { id: 3, name: 'Ravi', role: { name: 'USER' } } };
    const { fetchMock, calls } = mockFetch({ 'POST /api/auth/register': () => ({ status: 201, body: session }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SignUpPage />, { route: '/register', path: '/register' });
    expect(screen.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(await screen.findByText('पूरा नाम डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कम से कम 8 अक्षर')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/पूरा नाम/), 'Ravi');
    await userEvent.type(screen.getByLabelText(/मोबाइल नंबर/), '9123456780');
    await userEvent.type(screen.getByLabelText(/पासवर्ड/), 'password1');
    await userEvent.type(screen.getByLabelText(/शहर/), 'Pune');
    await userEvent.type(screen.getByLabelText(/राज्य/), 'MH');
    await userEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    await screen.findByTestId('location-probe');
    expect(calls[0]!.body).toEqual({
      name: 'Ravi',
      mobile: '9123456780',
      password: 'password1',
      city: 'Pune',
      state: 'MH',
      language: 'hi',
    });
  });
});
