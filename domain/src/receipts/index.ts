// Plain-text layout for receipt printers and the text part of emails.
export * from './receipts';
