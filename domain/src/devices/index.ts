// A store's printers and kitchen display devices.
export * from './devices';
