import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DeleteAccountForm } from './delete-account-form';

const SUCCESS = "Your deletion request has been received. We'll verify your number and remove your data within 7 days.";

async function fill(mobile: string, reason = '') {
  await userEvent.type(screen.getByRole('textbox', { name: /Registered mobile number/ }), mobile);
  if (reason) await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
}

describe('Delete account form', () => {
  beforeEach(() => localStorage.setItem('token', 'member-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('needs a signed-in member', async () => {
    localStorage.removeItem('token');
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeleteAccountForm />);
    await fill('9876543210');
    expect(await screen.findByText('You must be logged in to request account deletion.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('delete-account'))).toHaveLength(0);
  });

  it('requires a 10-digit mobile and keeps only digits', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeleteAccountForm />);
    const input = screen.getByRole('textbox', { name: /Registered mobile number/ });
    expect(input).toHaveAttribute('maxlength', '10');
    await fill('98a76');
    expect(input).toHaveValue('9876');
    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('delete-account'))).toHaveLength(0);
  });

  it('sends mobile and reason, shows the green success text and clears the fields', async () => {
    const { fetchMock, calls } = mockFetch({
      'POST /api/delete-account-request': () => ({ status: 201, body: { message: SUCCESS, eraseAfter: '2030-01-01T00:00:00.000Z' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeleteAccountForm />);
    await fill('9876543210', 'Moving away');
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { mobile: '9876543210', reason: 'Moving away' } });
    expect(screen.getByRole('textbox', { name: /Registered mobile number/ })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
  });

  it('says the session expired on 401', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/delete-account-request': () => ({ status: 401, body: { message: 'Your session is invalid', code: 'invalid_token' } }),
      }).fetchMock,
    );
    renderWithProviders(<DeleteAccountForm />);
    await fill('9876543210');
    expect(await screen.findByText('Unauthorized. Your session may have expired. Please log in again.')).toBeInTheDocument();
  });

  it("shows the server's message when there is one", async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/delete-account-request': () => ({
          status: 400,
          body: { message: 'This is not the mobile number registered to your account.', code: 'mobile_mismatch' },
        }),
      }).fetchMock,
    );
    renderWithProviders(<DeleteAccountForm />);
    await fill('9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not the mobile number registered to your account.');
  });

  it('falls back to the generic text when the server says nothing useful', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 502 }));
    renderWithProviders(<DeleteAccountForm />);
    await fill('9876543210');
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });

  it('shows Submitting... while the request is on its way', async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', (url: string) =>
      String(url).includes('delete-account')
        ? new Promise<Response>((resolve) => (release = resolve))
        : Promise.resolve(new Response('{}', { status: 404 })),
    );
    renderWithProviders(<DeleteAccountForm />);
    await fill('9876543210');
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release(new Response(JSON.stringify({ message: SUCCESS, eraseAfter: 'x' }), { status: 201 }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });
});
