import { ZJoinTablesRequest, ZSeatPartyRequest } from './tableFloor';

export * from './tableFloor';

/** Request bodies of the live floor's routes (checked for bounds by the class tests). */
export const TABLE_FLOOR_REQUEST_SCHEMAS = { ZSeatPartyRequest, ZJoinTablesRequest };
