// A fake Epson ePOS-Print printer on the LAN (the POS browser prints to it); on 12133 in the fakes process.
export {
  type EposPrinted,
  eposPrintText,
  FAKE_EPOS_DEFAULT_PORT,
  type FakeEpos,
  startFakeEpos,
} from './server';
