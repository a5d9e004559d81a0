// The account deletion request and the data download in Hindi (issue 43), with the server's
// refusal shown in Hindi.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { adminUserDetail } from '../../../test/fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DeleteAccountForm } from './delete-account-form';
import { DOWNLOAD_TEXTS, DownloadMyData } from './download-my-data';
import { UserDetailModal } from './user-detail-modal';

describe('content in Hindi', () => {
  beforeEach(async () => {
    localStorage.setItem('token', 'member-token');
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('asks for deletion in Hindi and shows the server refusal in Hindi', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/delete-account-request': () => ({
        status: 400,
        body: { message: 'This is not the mobile number registered to your account.', code: 'mobile_mismatch' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeleteAccountForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /रजिस्टर्ड मोबाइल नंबर/ }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await screen.findByText('यह आपके अकाउंट में रजिस्टर्ड मोबाइल नंबर नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर वापस' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers the data download in Hindi', () => {
    renderWithProviders(<DownloadMyData />);
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(DOWNLOAD_TEXTS.button).toBe('मेरा डेटा डाउनलोड करें');
  });

  it('shows a member\u2019s gender, goal, conditions and role in Hindi in the coach\u2019s details', async () => {
    localStorage.setItem('role', 'ADMIN');
    localStorage.setItem('userId', '1');
    const member = adminUserDetail();
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/users/5': () => ({ body: member }) }).fetchMock);
    renderWithProviders(<UserDetailModal userId={5} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('मोटापा, हाई BP का खतरा')).toBeInTheDocument();
    expect(within(dialog).getByText('महिला')).toBeInTheDocument();
    expect(within(dialog).getByText('वज़न घटाना')).toBeInTheDocument();
    expect(within(dialog).getByText('मेंबर')).toBeInTheDocument();
    expect(within(dialog).queryByText('Female')).not.toBeInTheDocument();
  });
});
