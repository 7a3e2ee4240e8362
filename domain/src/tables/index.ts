import { ZDiningTableRequest } from './diningTable';

export * from './diningTable';
export * from './tableNames';

/** Request bodies of the dine-in table routes (checked for bounds by the class tests). */
export const TABLES_REQUEST_SCHEMAS = { ZDiningTableRequest };
