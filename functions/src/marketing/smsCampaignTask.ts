import { z } from 'zod';
import { smsSender } from '../integrations/sms';
import type { SmsSender } from '../integrations/sms/smsSender';
import { log } from '../log';
import { enqueueTask, notDueYet, taskIdOf } from '../tasks/taskQueue';
import { SMS_CAMPAIGN_TASK, type SmsCampaignTaskData } from './smsCampaignPayment';
import { readCampaign, smsCampaignDoc } from './smsCampaignStore';
import { sendCampaignStep } from './smsSending';

/** What a `smsCampaignTask` task carries (parsed: a task body is input like any request). */
export const ZSmsCampaignTaskData = z.object({
  restaurantId: z.string().min(1).max(128),
  storeId: z.string().min(1).max(128),
  campaignId: z.string().min(1).max(128),
  scheduleToken: z.string().min(1).max(64),
  step: z.number().int().min(0).max(100_000),
});

/** A task may arrive a little before its time (clock skew); this much early still counts as due. */
const EARLY_TOLERANCE_MS = 2_000;

/**
 * One step of a campaign's sending, as the `smsCampaignTask` queue delivers it: does nothing for a
 * task whose campaign was sent, moved or taken back (another token); asks to be retried when it came
 * before its time; otherwise sends a budget's worth and, when recipients are left, enqueues the next
 * step. Steps are named by campaign, token and number, so a redelivered step never queues two.
 */
export async function runSmsCampaignTask(
  raw: unknown,
  sms: SmsSender = smsSender(),
): Promise<'stale' | 'more' | 'done'> {
  const parsed = ZSmsCampaignTaskData.safeParse(raw);
  if (!parsed.success) {
    log.warn('marketing.task_malformed', {});
    return 'stale';
  }
  const task: SmsCampaignTaskData = parsed.data;
  const snapshot = await smsCampaignDoc(task.restaurantId, task.storeId, task.campaignId).get();
  if (!snapshot.exists) return 'stale';
  const campaign = readCampaign(snapshot);
  if (campaign.status !== 'SCHEDULED' || campaign.scheduleToken !== task.scheduleToken) return 'stale';
  const due = Date.parse(campaign.scheduledIsoDateTimeUtc ?? '');
  if (Number.isFinite(due) && due - Date.now() > EARLY_TOLERANCE_MS) throw notDueYet(new Date(due));
  const result = await sendCampaignStep(sms, task);
  if (result === 'more') {
    const next = { ...task, step: task.step + 1 };
    await enqueueTask(SMS_CAMPAIGN_TASK, next, {
      id: taskIdOf('sms', task.campaignId, task.scheduleToken, String(next.step)),
      runAt: new Date(),
    });
  }
  return result;
}
