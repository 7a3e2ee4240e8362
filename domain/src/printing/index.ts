// Printed documents (order ticket, stub, invoice) in receiptline markup, printer settings and print jobs.
export * from './documents';
export * from './markup';
export * from './printableOrder';
export * from './printerSettings';
export * from './printJob';
