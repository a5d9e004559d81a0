import { afterEach, describe, expect, it, vi } from 'vitest';

const plugin = vi.hoisted(() => ({
  checkPermissions: vi.fn(),
  requestPermissions: vi.fn(),
  getCurrentPosition: vi.fn(),
}));
vi.mock('@capacitor/geolocation', () => ({ Geolocation: plugin }));

import { getCurrentPosition, isNativeShell } from './geolocation';

afterEach(() => {
  delete (globalThis as { Capacitor?: unknown }).Capacitor;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('getCurrentPosition', () => {
  it('uses the browser API outside the native shell', async () => {
    const browser = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 18.5, longitude: 73.8 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: browser } });
    expect(isNativeShell()).toBe(false);
    await expect(getCurrentPosition({ timeout: 10_000 })).resolves.toEqual({ latitude: 18.5, longitude: 73.8 });
    expect(browser).toHaveBeenCalledTimes(1);
    expect(plugin.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('uses the native geolocation plugin inside the Capacitor shell, asking permission once', async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    const browser = vi.fn();
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: browser } });
    plugin.checkPermissions.mockResolvedValue({ location: 'prompt', coarseLocation: 'prompt' });
    plugin.requestPermissions.mockResolvedValue({ location: 'granted', coarseLocation: 'granted' });
    plugin.getCurrentPosition.mockResolvedValue({ coords: { latitude: 28.6, longitude: 77.2 } });
    await expect(getCurrentPosition({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 })).resolves.toEqual({
      latitude: 28.6,
      longitude: 77.2,
    });
    expect(plugin.getCurrentPosition).toHaveBeenCalledWith({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
    expect(plugin.requestPermissions).toHaveBeenCalledTimes(1);
    expect(browser).not.toHaveBeenCalled();
  });

  it('rejects when the member refuses the permission in the shell', async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    plugin.checkPermissions.mockResolvedValue({ location: 'denied', coarseLocation: 'denied' });
    plugin.requestPermissions.mockResolvedValue({ location: 'denied', coarseLocation: 'denied' });
    await expect(getCurrentPosition({})).rejects.toThrow('Location permission denied');
    expect(plugin.getCurrentPosition).not.toHaveBeenCalled();
  });
});
