// The fake Twilio (Messaging REST API, status callbacks, opt-out keywords): startFakeTwilio({ port: 0 }) in tests.
export {
  type CallbackDelivery,
  type FakeTwilio,
  type FakeTwilioAccount,
  type FakeTwilioMessage,
  type FakeTwilioOptions,
  startFakeTwilio,
} from './server';
export { keywordOf, segmentsOf, twilioSignature } from './wire';
