// Loyalty credits: the rules, the settings, the cards and their ledger, and what an order records.
export * from './loyalty';
export * from './loyaltyCards';
export * from './loyaltySettings';
export * from './orderPromotions';
