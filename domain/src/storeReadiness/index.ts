// Store readiness: can a store take an online order, and the getting-started checklist that says what is missing.
export * from './checklist';
export * from './onlineOrderingReadiness';
