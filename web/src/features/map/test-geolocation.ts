import { vi } from 'vitest';

/** A stand-in for navigator.geolocation (a browser API, W3C Geolocation): records the requests and
 *  answers the last one when the test says so. For tests only. */
export function stubGeolocation() {
  let pending: { ok: PositionCallback; fail?: PositionErrorCallback | null } | undefined;
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    pending = { ok, fail };
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return {
    getCurrentPosition,
    /** Answers with a position (degrees WGS84, accuracy in metres). */
    succeed(latitude: number, longitude: number, accuracy: number) {
      pending?.ok({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as GeolocationPosition);
    },
    /** Fails with a GeolocationPositionError code: 1 denied, 2 unavailable, 3 timeout. */
    fail(code: number) {
      pending?.fail?.({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    },
  };
}

/** Removes the stand-in: the browser has no geolocation again (as jsdom). */
export function unstubGeolocation() {
  delete (navigator as { geolocation?: unknown }).geolocation;
}
