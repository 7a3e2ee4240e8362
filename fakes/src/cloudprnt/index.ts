// The fake Star CloudPRNT printers (simulated printers that poll our server); on 12131 in the fakes process.
export { type PrintedJob, type PrinterConfig, SIMULATED_MEDIA_TYPES, SimulatedPrinter } from './printer';
export { FAKE_CLOUDPRNT_DEFAULT_PORT, type FakeCloudPrnt, startFakeCloudPrnt } from './server';
