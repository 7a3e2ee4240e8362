// Order with Google (end-to-end ordering): Google's messages, our cart check and the orders it makes.
export * from './googleCart';
export * from './googleMessages';
export * from './googleOrder';
