// Printing pieces the staff app and kitchen screens share.
export { PrinterAlerts, type PrinterAlertsProps } from './PrinterAlerts';
