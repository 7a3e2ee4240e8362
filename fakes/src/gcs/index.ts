// The fake Cloud Storage (JSON API, objects in memory): startFakeGcs({ port: 0, buckets: [...] }) in tests.
export { type FakeGcs, type FakeGcsOptions, startFakeGcs } from './server';
export { crc32c } from './wire';
