// A restaurant's customers, and the search terms people are found by (customers, loyalty cards).
export * from './customer';
export * from './customerSpend';
export * from './marketingConsent';
export * from './mergeCustomers';
export * from './searchTerms';
