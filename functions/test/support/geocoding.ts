/**
 * The fake geocoder for in-process tests: started on a free port and put behind the real Google
 * adapter (and the real Firestore cache), so placement and the coupon suggestion geocode delivery
 * addresses exactly as in production, against an answer format the fake shares with the real API.
 */
import { type FakeGeocoder, startFakeGeocoder } from '../../../fakes/src/geocoder';
import { createGoogleGeocoder, setGeocodingPortForTests } from '../../src/integrations/geocoding';

export async function useFakeGeocoder(options: { timeoutMs?: number } = {}): Promise<{
  geocoder: FakeGeocoder;
  stop: () => Promise<void>;
}> {
  const geocoder = await startFakeGeocoder({ port: 0 });
  setGeocodingPortForTests(
    createGoogleGeocoder({ baseUrl: geocoder.url, apiKey: 'test-geocoding-key', ...options }),
  );
  return {
    geocoder,
    stop: async () => {
      setGeocodingPortForTests(undefined);
      await geocoder.close();
    },
  };
}
