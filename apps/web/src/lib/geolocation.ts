// Device location. In the browser: navigator.geolocation. Inside the native shell the platform's
// geolocation plugin can be plugged in here (see docs/mobile.md).
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function getCurrentPosition(options: PositionOptions): Promise<Coordinates> {
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
