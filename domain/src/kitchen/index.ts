// Kitchen display: tickets, what cooks do to them, station routing and device settings.
import { ZUpdateKdsDeviceSettingsRequest } from './deviceSettings';

export * from './buildTicket';
export * from './deviceSettings';
export * from './requests';
export * from './stations';
export * from './ticket';
export * from './ticketActions';
export * from './ticketAmendment';

/** What the kitchen display routes parse from a request (see common/inputBounds.ts). */
export const KITCHEN_REQUEST_SCHEMAS = { ZUpdateKdsDeviceSettingsRequest };
