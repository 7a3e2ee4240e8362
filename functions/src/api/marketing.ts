import {
  boundedRecord,
  readStoreSetting,
  SMS_CAMPAIGN_STATUSES,
  SMS_MARKETING_OFF_ERROR,
  ZSmsAudience,
  ZSmsCampaignDraft,
  ZSmsCampaignRescheduleRequest,
  ZSmsCampaignSendRequest,
} from '@resto/domain';
import express, { Router } from 'express';
import { z } from 'zod';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { ConflictError } from '../http/errors';
import { log } from '../log';
import {
  cancelScheduledCampaign,
  payAndSendCampaign,
  scheduleCampaign,
} from '../marketing/smsCampaignPayment';
import { archiveCampaign, issueCampaignRefund } from '../marketing/smsCampaignRefund';
import { campaignResults } from '../marketing/smsCampaignResults';
import {
  audiencePreview,
  createCampaign,
  listCampaigns,
  readCampaign,
  smsCampaignDoc,
  updateCampaign,
} from '../marketing/smsCampaignStore';
import { recordDeliveryStatus } from '../marketing/smsDeliveryStatus';
import { isOptOutKeyword, optOutByLink, optOutByReply, validTwilioSignature } from '../marketing/smsOptOut';
import { storeSettingDoc } from '../settings/settingsPaths';
import { pathIds } from './params';

export const ZSmsCampaignListQuery = z.object({
  search: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
  status: z.enum(SMS_CAMPAIGN_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 campaigns per page').default(20),
});

export const ZSmsAudiencePreviewRequest = z.object({
  audience: ZSmsAudience,
  body: z.string().max(400).default(''),
});

/** Twilio's form fields, as much as we read (it may add fields without notice: they pass through). */
export const ZTwilioForm = boundedRecord(z.string().max(64), z.string().max(2000), 100);

/** Who a status callback is about: we put it in the callback URL, which the signature covers. */
export const ZTwilioCallbackQuery = z.object({
  r: z.string().max(128),
  s: z.string().max(128),
  c: z.string().max(128),
  m: z.string().max(20),
});

const ZUnsubscribeToken = z.string().regex(/^[A-Za-z0-9]{8,32}$/);

const STORE = '/restaurants/:restaurantId/stores/:storeId';

/** Campaigns are written and sent only while the store has the SMS marketing add-on on. */
async function requireSmsMarketingOn(restaurantId: string, storeId: string): Promise<void> {
  const stored = await storeSettingDoc(restaurantId, storeId, 'addOns').get();
  if (!readStoreSetting('addOns', stored.exists ? stored.data() : undefined).smsMarketing)
    throw new ConflictError(SMS_MARKETING_OFF_ERROR.message, SMS_MARKETING_OFF_ERROR.title);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}

/**
 * `/api/marketing`: SMS campaigns of a store (store admins), the audience preview, and the public
 * ends: Twilio's status callbacks and replies (signed with X-Twilio-Signature) and the no-login
 * unsubscribe link.
 */
export function marketingRouter(): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 100 });

  router.get(`${STORE}/sms-campaigns`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    res.json(await listCampaigns(restaurantId, storeId, ZSmsCampaignListQuery.parse(req.query)));
  });

  router.post(`${STORE}/sms-campaigns`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    await requireSmsMarketingOn(restaurantId, storeId);
    const draft = ZSmsCampaignDraft.parse(req.body);
    res.status(201).json({ campaign: await createCampaign(restaurantId, storeId, draft) });
  });

  router.post(`${STORE}/sms-audience`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const { audience, body } = ZSmsAudiencePreviewRequest.parse(req.body);
    res.json(await audiencePreview(restaurantId, audience, body));
  });

  router.get(`${STORE}/sms-campaigns/:campaignId`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    res.json({ campaign: readCampaign(await smsCampaignDoc(restaurantId, storeId, campaignId).get()) });
  });

  router.put(`${STORE}/sms-campaigns/:campaignId`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    await requireSmsMarketingOn(restaurantId, storeId);
    const draft = ZSmsCampaignDraft.parse(req.body);
    res.json({ campaign: await updateCampaign(restaurantId, storeId, campaignId, draft) });
  });

  router.post(`${STORE}/sms-campaigns/:campaignId/archive`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    res.json({ campaign: await archiveCampaign({ restaurantId, storeId, campaignId }) });
  });

  // Asks again for a refund the card provider refused (a new request) or never answered (same key).
  router.post(`${STORE}/sms-campaigns/:campaignId/refund`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const campaign = readCampaign(await smsCampaignDoc(restaurantId, storeId, campaignId).get());
    if (campaign.refund?.status === 'processing' && campaign.refund.refundId)
      throw new ConflictError(
        'The card provider accepted the refund and the bank is paying it back; it settles by itself.',
        'Refund in progress',
      );
    if (
      campaign.refund?.status === 'processing' &&
      Date.now() - Date.parse(campaign.refund.updatedIsoDateTimeUtc) < 30_000
    )
      throw new ConflictError('The refund is going through right now.', 'Refund in progress');
    res.json({ campaign: await issueCampaignRefund({ restaurantId, storeId, campaignId }) });
  });

  // Pays (once per campaign) and sends now or at a time; sending runs as queued tasks.
  router.post(`${STORE}/sms-campaigns/:campaignId/send`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    await requireSmsMarketingOn(restaurantId, storeId);
    const request = ZSmsCampaignSendRequest.parse(req.body);
    res.json(await payAndSendCampaign(caller, { restaurantId, storeId, campaignId }, request));
  });

  router.post(`${STORE}/sms-campaigns/:campaignId/reschedule`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    await requireSmsMarketingOn(restaurantId, storeId);
    const { when } = ZSmsCampaignRescheduleRequest.parse(req.body);
    res.json({ campaign: await scheduleCampaign({ restaurantId, storeId, campaignId }, when, 'SCHEDULED') });
  });

  router.post(`${STORE}/sms-campaigns/:campaignId/cancel-schedule`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    res.json({ campaign: await cancelScheduledCampaign({ restaurantId, storeId, campaignId }) });
  });

  router.get(`${STORE}/sms-campaigns/:campaignId/results`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, campaignId } = pathIds(req, ['restaurantId', 'storeId', 'campaignId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    res.json(await campaignResults(restaurantId, storeId, campaignId));
  });

  // ---- public: Twilio and the people who receive the texts
  router.post('/twilio/status', form, async (req, res) => {
    const params = ZTwilioForm.safeParse(req.body ?? {});
    if (
      !params.success ||
      !validTwilioSignature(req.header('x-twilio-signature'), req.originalUrl, params.data)
    ) {
      res.status(403).json({ title: 'Forbidden', message: 'The signature does not match.' });
      return;
    }
    const ids = ZTwilioCallbackQuery.safeParse(req.query);
    const { MessageSid: messageSid, MessageStatus: status, ErrorCode: errorCode } = params.data;
    if (ids.success && messageSid && status)
      await recordDeliveryStatus({
        restaurantId: ids.data.r,
        storeId: ids.data.s,
        campaignId: ids.data.c,
        mobile: ids.data.m,
        messageSid,
        status,
        errorCode,
      });
    res.status(204).end();
  });

  router.post('/twilio/inbound', form, async (req, res) => {
    const params = ZTwilioForm.safeParse(req.body ?? {});
    if (
      !params.success ||
      !validTwilioSignature(req.header('x-twilio-signature'), req.originalUrl, params.data)
    ) {
      res.status(403).json({ title: 'Forbidden', message: 'The signature does not match.' });
      return;
    }
    const { From: from, Body: body } = params.data;
    if (from && body !== undefined && isOptOutKeyword(body)) {
      const records = await optOutByReply(from);
      log.info('marketing.stop_reply', { records });
    }
    // Twilio itself answers the keyword (its standard reply); nothing more to say.
    res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  router.get('/u/:token', async (req, res) => {
    const token = ZUnsubscribeToken.safeParse(req.params.token);
    const result = token.success ? await optOutByLink(token.data) : undefined;
    res.set('cache-control', 'no-store');
    if (!result) {
      res
        .status(404)
        .type('html')
        .send(
          page(
            'Link not recognised',
            'This unsubscribe link is not valid. Reply STOP to the text message to stop all messages.',
          ),
        );
      return;
    }
    res
      .type('html')
      .send(
        page(
          'You are unsubscribed',
          `${result.restaurantName} will not send you marketing messages any more. This took effect straight away.`,
        ),
      );
  });

  return router;
}
