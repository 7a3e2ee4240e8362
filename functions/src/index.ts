// Wires the Cloud Functions; the modules imported here hold the behaviour.
import './globalOptions';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { apiSecrets } from './config';

export const api = onRequest({ cors: false, invoker: 'public', secrets: apiSecrets() }, createApp());

export { kdsTicketsOnOrderWrite } from './kitchen/orderTrigger';
export { loyaltyOnOrderWrite } from './loyalty/loyaltyTrigger';
export { importJobCreated } from './menu/import/importJobTrigger';
export { emailRetrySchedule } from './onlineOrdering/emailRetrySchedule';
export { onlineOrderPaid } from './onlineOrdering/paidOrderTrigger';
export { unprocessedOrderMonitor } from './orderOperations/scheduled';
