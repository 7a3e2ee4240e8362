// SMS campaigns: message length, cost, audiences, and registering a sender name.
export * from './sms';
export * from './smsAudience';
export * from './smsCampaign';
export * from './smsSenderRegistration';
