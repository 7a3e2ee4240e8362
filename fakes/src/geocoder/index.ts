// The local fake geocoder: start it in-process with startFakeGeocoder({ port: 0 }) (tests), run main.ts
// on its own, or register it in the shared fakes process (fixed port 12121).
export { COUNTRY, KNOWN_SUBURBS, type KnownStreet, type KnownSuburb, STATE } from './places';
export {
  type AddressComponent,
  GEOCODING_STATUSES,
  type GeocodingResponse,
  type GeocodingResult,
  type GeocodingStatus,
  geocode,
} from './resolve';
export {
  FAKE_GEOCODER_DEFAULT_PORT,
  type FakeGeocoder,
  type FakeGeocoderOptions,
  type GeocodeRequestRecord,
  OUTAGES,
  type Outage,
  startFakeGeocoder,
} from './server';
