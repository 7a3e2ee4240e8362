import { ZTableMapRequest } from './tableMap';

export * from './tableMap';
export * from './tableStatus';

/** Request bodies of the table map routes. */
export const TABLE_MAP_REQUEST_SCHEMAS = { ZTableMapRequest };
