// The store's table map (the planned tableMap add-on).
export * from './tableMap';
