import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DOWNLOAD_TEXTS, DownloadMyData } from './download-my-data';

describe('Download my data', () => {
  beforeEach(() => localStorage.setItem('token', 'member-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the export and saves it as a JSON file', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/account/export': () => ({ status: 200, body: { exportedAt: '2026-11-25T08:00:00.000Z', profile: { name: 'Asha' } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderWithProviders(<DownloadMyData />);
    expect(screen.getByText(DOWNLOAD_TEXTS.intro)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_TEXTS.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(DOWNLOAD_TEXTS.done);
    expect(calls.filter((c) => c.url.endsWith('/api/account/export'))).toHaveLength(1);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('says so when the export fails', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/account/export': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DownloadMyData />);
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_TEXTS.button }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
