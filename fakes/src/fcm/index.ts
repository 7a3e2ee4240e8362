// A fake Firebase Cloud Messaging (HTTP v1 send + Instance ID topics + a browser device channel); 12151.
export {
  FAKE_FCM_DEFAULT_PORT,
  type FakeFcm,
  type FakeFcmMessage,
  type FakeFcmOptions,
  startFakeFcm,
} from './server';
