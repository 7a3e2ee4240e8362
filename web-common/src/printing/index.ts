// Printing pieces the staff app and kitchen screens share.
export { PrinterAlerts, type PrinterAlertsProps } from './PrinterAlerts';
export { PRINTER_CHECK_INTERVAL_MS, type PrinterCheck, usePrinterCheck } from './usePrinterCheck';
