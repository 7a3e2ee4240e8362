export * from './businessDay';
export * from './contribution';
export * from './orderFacts';
export * from './periods';
export * from './reportView';
export * from './rollups';
export * from './tally';
