// SMS campaigns: message length, cost, audiences, and registering a sender name.
export * from './sms';
export * from './smsAudience';
export * from './smsCampaign';
export * from './smsCampaignSending';
export * from './smsSenderRegistration';

import { ZSmsCampaignDraft } from './smsCampaign';
import { ZSmsCampaignRescheduleRequest, ZSmsCampaignSendRequest } from './smsCampaignSending';

/** What the API parses campaign requests with (functions' bounded-input test walks it). */
export const SMS_REQUEST_SCHEMAS = {
  ZSmsCampaignDraft,
  ZSmsCampaignSendRequest,
  ZSmsCampaignRescheduleRequest,
};
