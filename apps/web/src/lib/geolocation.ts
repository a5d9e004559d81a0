// Device location. In the browser: navigator.geolocation. Inside the native shell (Capacitor,
// see docs/mobile.md): the platform's geolocation plugin, loaded only there so the web bundle
// does not carry it.
export interface Coordinates {
  latitude: number;
  longitude: number;
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/** True inside the Capacitor shell (its bridge defines window.Capacitor before the app runs). */
export function isNativeShell(): boolean {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  return typeof capacitor?.isNativePlatform === 'function' && capacitor.isNativePlatform();
}

async function nativePosition(options: PositionOptions): Promise<Coordinates> {
  const { Geolocation } = await import('@capacitor/geolocation');
  const permission = await Geolocation.checkPermissions();
  if (permission.location !== 'granted' && permission.coarseLocation !== 'granted') {
    const asked = await Geolocation.requestPermissions({ permissions: ['location'] });
    if (asked.location !== 'granted' && asked.coarseLocation !== 'granted') throw new Error('Location permission denied');
  }
  const position = await Geolocation.getCurrentPosition({
    enableHighAccuracy: options.enableHighAccuracy ?? false,
    timeout: options.timeout,
    maximumAge: options.maximumAge ?? 0,
  });
  return { latitude: position.coords.latitude, longitude: position.coords.longitude };
}

export function getCurrentPosition(options: PositionOptions): Promise<Coordinates> {
  if (isNativeShell()) return nativePosition(options);
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Location unavailable')),
      options,
    );
  });
}
