import { z } from 'zod';
import { ZOptionalEmail, ZPhoneE164 } from '../common/validation';
import { ZMarketingConsentRecord } from './marketingConsent';

const ZOrderCount = z.number().int().min(0).default(0);

/** A restaurant's customer, built up from their orders on every channel. */
export const ZCustomer = z.object({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').default(''),
  previousNames: z.array(z.string()).default([]),
  previousOrderCount: ZOrderCount,
  previousGoogleOrderCount: ZOrderCount,
  previousPosOrderCount: ZOrderCount,
  /** The email typed at checkout; not proven to belong to the customer. */
  unverifiedEmail: ZOptionalEmail.default(''),
  previousUnverifiedEmails: z.array(z.string()).default([]),
  mobileNumberE164: ZPhoneE164.optional(),
  phoneNumberE164: ZPhoneE164.optional(),
  /** Mirrors `marketingConsent.granted` on records written since consent is recorded. */
  isMarketingConsentCollectionEnabled: z.boolean().default(true),
  /** The latest recorded consent (or withdrawal): what marketing audiences go by. */
  marketingConsent: ZMarketingConsentRecord.optional(),
});
export type Customer = z.infer<typeof ZCustomer>;
