// Messages in Hindi (issue 43): the member's conversation, its marks and a refusal from the server
// read in Hindi; what people wrote stays as they wrote it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@rhythmfit/contracts';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../../test/render';
import MessagesPage from './messages-page';

vi.mock('../../../lib/live-events', () => ({ useLiveEvent: () => undefined }));

const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  body: `Message ${id}`,
  from: 'member',
  senderName: 'Meera',
  createdAt: '2026-11-25T09:30:00.000Z',
  readAt: null,
  ...overrides,
});

describe('the Messages screen in Hindi', () => {
  beforeEach(async () => {
    localStorage.setItem('token', 'member-token');
    localStorage.setItem('userId', '7');
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
    localStorage.clear();
  });

  it('shows the conversation and the server refusal in Hindi', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/messages': () => ({ body: [message(1), message(2, { from: 'coach', senderName: 'Coach Asha', body: 'Namaste' })] }),
      'POST /api/messages': () => ({ status: 400, body: { message: 'A message can only contain text.', code: 'validation_error' } }),
      'POST /api/messages/read': () => ({ body: {} }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessagesPage />);
    expect(screen.getByRole('heading', { name: 'मैसेज' })).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'आपके कोच के साथ बातचीत' });
    expect(within(log).getByText('आप')).toBeInTheDocument();
    expect(within(log).getByText('भेजा गया')).toBeInTheDocument();
    expect(within(log).getByText('Namaste')).toBeInTheDocument();
    expect(within(log).getAllByText(/25 नव॰ 2026/).length).toBe(2);
    await userEvent.type(screen.getByLabelText('मैसेज'), 'नमस्ते');
    await userEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('मैसेज में सिर्फ़ टेक्स्ट हो सकता है।')).toBeInTheDocument();
  });
});
