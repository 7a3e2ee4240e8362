import { ZPushTopicsChangeRequest, ZPushTopicsListRequest } from './pushTopics';

export * from './pushTopics';

export const PUSH_REQUEST_SCHEMAS = { ZPushTopicsListRequest, ZPushTopicsChangeRequest };
