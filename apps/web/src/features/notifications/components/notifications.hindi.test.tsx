// Notification settings and the bell's times in Hindi (issue 43).
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { timeAgo } from '../lib/time-ago';
import { bellLabel } from './notification-bell';
import { NotificationSettings, SETTINGS_TEXTS } from './notification-settings';

const DEFAULTS = {
  push: false,
  sms: true,
  whatsapp: false,
  liveSessionAlerts: true,
  quietHours: { start: '22:00', end: '07:00' },
  timeZone: 'Asia/Kolkata',
};

describe('notifications in Hindi', () => {
  beforeEach(async () => {
    localStorage.setItem('token', 'member-token');
    await setLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('shows the settings in Hindi and refuses the same quiet-hour times in Hindi', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/notifications/preferences': () => ({ body: DEFAULTS }) }).fetchMock);
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByRole('switch', { name: /^SMS रिमाइंडर/ })).toBeChecked();
    expect(SETTINGS_TEXTS.save).toBe('सूचना सेटिंग सेव करें');
    fireEvent.change(screen.getByLabelText('तक'), { target: { value: '22:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'सूचना सेटिंग सेव करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('शांत समय का शुरू और खत्म होने का समय अलग होना चाहिए।');
  });

  it('says how long ago and the bell label in Hindi', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    expect(timeAgo('2026-11-24T11:55:00.000Z', now)).toBe('5 मिनट पहले');
    expect(timeAgo('2026-11-23T11:00:00.000Z', now)).toBe('कल');
    expect(timeAgo('2026-11-01T12:00:00.000Z', now)).toBe('1 नव॰');
    expect(bellLabel(3)).toBe('सूचनाएँ, 3 बिना पढ़ी');
  });
});
