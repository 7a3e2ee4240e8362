// Connected stores: linking a virtual store (a brand without a kitchen) to a physical store.
export * from './storeLinks';
