import { storeDoc } from '../firestore/paths';
import { teamMessagingPort } from '../integrations/teamMessaging';
import { log } from '../log';

/**
 * Tells the team about a card terminal failure (a system error, a result nobody knows yet). An
 * outage of the channel is logged and never fails the payment it reports on.
 */
export async function postTeamAlert(
  ids: { restaurantId: string; storeId: string },
  message: { text: string },
): Promise<void> {
  const port = teamMessagingPort();
  if (!port) return;
  try {
    const store = await storeDoc(ids.restaurantId, ids.storeId).get();
    const name = String(store.get('name') ?? ids.storeId);
    await port.post({ text: `[${name}] ${message.text}` });
  } catch (error) {
    log.warn('team alert not posted', { ...ids, error: String(error) });
  }
}
