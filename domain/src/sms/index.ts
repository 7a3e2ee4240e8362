// SMS campaigns: message length, cost, and registering a sender name.
export * from './sms';
export * from './smsSenderRegistration';
