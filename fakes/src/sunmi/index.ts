// The fake Sunmi cloud printer service (OpenAPI v1) and its printers; on 12132 in the fakes process.
export {
  FAKE_SUNMI_DEFAULT_PORT,
  type FakeSunmi,
  SUNMI_CODES,
  SUNMI_SUB_CODES,
  type SunmiDevice,
  type SunmiPrintedTicket,
  startFakeSunmi,
  sunmiV1Sign,
} from './server';
