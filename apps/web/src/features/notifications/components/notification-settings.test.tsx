import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { PUSH_TEXTS } from '../api/preferences';
import { NotificationSettings, SETTINGS_TEXTS } from './notification-settings';

// A switch's accessible name is its label followed by its description.
const startsWith = (label: string) => new RegExp(`^${label}`);
const DEFAULTS = {
  push: false,
  sms: true,
  whatsapp: false,
  liveSessionAlerts: true,
  workoutReminders: true,
  quietHours: { start: '22:00', end: '07:00' },
  timeZone: 'Asia/Kolkata',
};

describe('notification settings', () => {
  beforeEach(() => localStorage.setItem('token', 'member-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved choices and saves changes', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/notifications/preferences': () => ({ body: DEFAULTS }),
      'PUT /api/notifications/preferences': (init) => ({ body: JSON.parse(String(init?.body)) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationSettings />);
    const sms = await screen.findByRole('switch', { name: startsWith(SETTINGS_TEXTS.sms) });
    expect(sms).toBeChecked();
    expect(screen.getByRole('switch', { name: startsWith(SETTINGS_TEXTS.whatsapp) })).not.toBeChecked();
    expect(screen.getByLabelText(SETTINGS_TEXTS.from)).toHaveValue('22:00');
    await userEvent.click(screen.getByRole('switch', { name: startsWith(SETTINGS_TEXTS.whatsapp) }));
    await userEvent.click(screen.getByRole('switch', { name: startsWith(SETTINGS_TEXTS.live) }));
    await userEvent.click(screen.getByRole('switch', { name: startsWith(SETTINGS_TEXTS.workout) }));
    fireEvent.change(screen.getByLabelText(SETTINGS_TEXTS.until), { target: { value: '06:30' } });
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    expect(await screen.findByText(SETTINGS_TEXTS.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...DEFAULTS,
      whatsapp: true,
      liveSessionAlerts: false,
      workoutReminders: false,
      quietHours: { start: '22:00', end: '06:30' },
    });
  });

  it('turns quiet hours off, and refuses the same start and end', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/notifications/preferences': () => ({ body: DEFAULTS }),
      'PUT /api/notifications/preferences': (init) => ({ body: JSON.parse(String(init?.body)) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationSettings />);
    fireEvent.change(await screen.findByLabelText(SETTINGS_TEXTS.until), { target: { value: '22:00' } });
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXTS.sameTimes);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.click(screen.getByRole('switch', { name: startsWith(SETTINGS_TEXTS.quiet) }));
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    expect(await screen.findByText(SETTINGS_TEXTS.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ quietHours: null });
  });

  it('shows the server’s message when saving fails', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/notifications/preferences': () => ({ body: DEFAULTS }),
      'PUT /api/notifications/preferences': () => ({
        status: 400,
        body: { message: 'timeZone must be a time zone name such as Asia/Kolkata', code: 'validation_error' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(await screen.findByRole('button', { name: SETTINGS_TEXTS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('timeZone must be a time zone name such as Asia/Kolkata');
  });

  it('says so when this browser cannot do push', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/notifications/preferences': () => ({ body: DEFAULTS }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationSettings />);
    const push = await screen.findByRole('switch', { name: startsWith(SETTINGS_TEXTS.push) });
    expect(push).toBeDisabled();
    expect(screen.getByText(PUSH_TEXTS.unsupported)).toBeInTheDocument();
  });
});
