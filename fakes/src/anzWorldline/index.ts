// The fake ANZ Worldline card terminal service (TIM API model over a cloud relay); 12161 in the fakes process.
export {
  ANZ_WORLDLINE_SIGNATURE_HEADER,
  anzWorldlineSignature,
  FAKE_ANZ_WORLDLINE_DEFAULT_PORT,
  type FakeAnzWorldline,
  type FakeTerminal,
  type FakeTerminalTransaction,
  startFakeAnzWorldline,
  verifyAnzWorldlineSignature,
  type WebhookDelivery,
} from './server';
