// POS orders: the stored order with its versions, and comparing two versions.
export * from './orderVersions';
export * from './posOrder';
