/**
 * Each store's team channel: the incoming webhook its alerts go to, kept server-only
 * (`stores/{s}/private/teamChannel`) because the address alone lets anyone post to the channel.
 * A store's alerts go to its own channel only; a store without one falls back to the platform
 * operator's channel (never to another store's).
 */
import {
  maskTeamWebhookUrl,
  type TeamChannelRequest,
  type TeamChannelSummary,
  teamWebhookUrlProblem,
} from '@resto/domain';
import { nowIso } from '../admin';
import { storeDoc, teamChannelDoc } from '../firestore/paths';
import { FieldError, UpstreamError } from '../http/errors';
import {
  localTeamWebhookOrigins,
  platformTeamWebhookUrl,
  teamMessagingPort,
} from '../integrations/teamMessaging';
import { log } from '../log';

interface StoreIds {
  restaurantId: string;
  storeId: string;
}

interface StoredTeamChannel {
  webhookUrl: string;
  channelName?: string;
  updatedIsoDateTimeUtc: string;
  updatedByUid: string;
}

async function readChannel(ids: StoreIds): Promise<StoredTeamChannel | undefined> {
  const snapshot = await teamChannelDoc(ids.restaurantId, ids.storeId).get();
  const url = snapshot.get('webhookUrl');
  return snapshot.exists && typeof url === 'string' && url
    ? (snapshot.data() as StoredTeamChannel)
    : undefined;
}

function summaryOf(channel: StoredTeamChannel | undefined): TeamChannelSummary {
  if (!channel) return { configured: false };
  return {
    configured: true,
    maskedUrl: maskTeamWebhookUrl(channel.webhookUrl),
    ...(channel.channelName ? { channelName: channel.channelName } : {}),
    updatedIsoDateTimeUtc: channel.updatedIsoDateTimeUtc,
  };
}

export async function teamChannelSummary(ids: StoreIds): Promise<TeamChannelSummary> {
  return summaryOf(await readChannel(ids));
}

export async function saveTeamChannel(
  ids: StoreIds,
  uid: string,
  request: TeamChannelRequest,
): Promise<TeamChannelSummary> {
  const problem = teamWebhookUrlProblem(request.webhookUrl, localTeamWebhookOrigins());
  if (problem) throw new FieldError('webhookUrl', problem);
  const channel: StoredTeamChannel = {
    webhookUrl: request.webhookUrl,
    ...(request.channelName ? { channelName: request.channelName } : {}),
    updatedIsoDateTimeUtc: nowIso(),
    updatedByUid: uid,
  };
  await teamChannelDoc(ids.restaurantId, ids.storeId).set(channel);
  return summaryOf(channel);
}

export async function removeTeamChannel(ids: StoreIds): Promise<void> {
  await teamChannelDoc(ids.restaurantId, ids.storeId).delete();
}

async function storeName(ids: StoreIds): Promise<string> {
  const store = await storeDoc(ids.restaurantId, ids.storeId).get();
  return String(store.get('name') ?? ids.storeId);
}

/** A test message to the store's own channel (502 in words when the channel refuses it). */
export async function sendTestMessage(ids: StoreIds): Promise<TeamChannelSummary> {
  const channel = await readChannel(ids);
  if (!channel) throw new FieldError('webhookUrl', 'Save the channel’s webhook address first');
  try {
    await teamMessagingPort().post(channel.webhookUrl, {
      text: `[${await storeName(ids)}] Test: card terminal alerts for this store arrive in this channel.`,
    });
  } catch (error) {
    log.warn('team channel test failed', { ...ids, error: String(error) });
    throw new UpstreamError(
      'The channel did not accept the message. Check the webhook address in your team chat.',
    );
  }
  return summaryOf(channel);
}

/**
 * Tells the store's team about a problem (a card terminal system error, a result nobody knows yet).
 * An outage of the channel is logged and never fails the payment it reports on.
 */
export async function postStoreAlert(ids: StoreIds, message: { text: string }): Promise<void> {
  try {
    const url = (await readChannel(ids))?.webhookUrl ?? platformTeamWebhookUrl();
    if (!url) return;
    await teamMessagingPort().post(url, { text: `[${await storeName(ids)}] ${message.text}` });
  } catch (error) {
    log.warn('team alert not posted', { ...ids, error: String(error) });
  }
}
