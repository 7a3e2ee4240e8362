// The local fake geocoder: started in-process with startFakeGeocoder({ port: 0 }) by tests, and on
// 12121 by the fakes process (fakes/src/main.ts).
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
