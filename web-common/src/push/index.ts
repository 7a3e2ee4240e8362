export { openPushDevice, type PushDevice, type PushMessage, PushUnavailableError } from './pushDevice';
export { type NotificationPermissionState, type OrderAlerts, useOrderAlerts } from './useOrderAlerts';
