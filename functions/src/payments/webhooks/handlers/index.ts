/**
 * Every webhook handler, by provider event type. One import line per handler module; a type handled
 * twice is a mistake, caught at start-up.
 */
import type { WebhookHandlerMap } from '../handlerTypes';
import { connectAccountHandlers } from './connectAccounts';
import { connectPayoutHandlers } from './connectPayouts';
import { paymentIntentHandlers } from './paymentIntents';
import { refundHandlers } from './refundsHandlers';

const MODULES: WebhookHandlerMap[] = [
  paymentIntentHandlers,
  connectAccountHandlers,
  connectPayoutHandlers,
  refundHandlers,
];

function merge(maps: WebhookHandlerMap[]): WebhookHandlerMap {
  const merged: Record<string, WebhookHandlerMap[string]> = {};
  for (const map of maps) {
    for (const [type, handler] of Object.entries(map)) {
      if (merged[type]) throw new Error(`Two webhook handlers for ${type}`);
      merged[type] = handler;
    }
  }
  return merged;
}

export const WEBHOOK_HANDLERS: WebhookHandlerMap = merge(MODULES);
