import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';

/** Registering a business name as SMS sender takes these five steps, in this order. */
export const SMS_SENDER_REGISTRATION_STEPS = [
  'downloadAbnCertificate',
  'thirdPartyLetter',
  'compressDocuments',
  'submitForm',
  'confirmApproval',
] as const;
export type SmsSenderRegistrationStep = (typeof SMS_SENDER_REGISTRATION_STEPS)[number];

const ZStep = z
  .object({ done: z.boolean().default(false), doneIsoDateTimeUtc: ZIsoDateTimeUtc.optional() })
  .default({ done: false });

export const ZSmsSenderRegistration = z.object({
  downloadAbnCertificate: ZStep,
  thirdPartyLetter: ZStep,
  compressDocuments: ZStep,
  submitForm: ZStep,
  confirmApproval: ZStep,
});
export type SmsSenderRegistration = z.infer<typeof ZSmsSenderRegistration>;

/** The first step not done yet, or undefined once the sender is approved. */
export function nextSmsSenderRegistrationStep(
  registration: SmsSenderRegistration,
): SmsSenderRegistrationStep | undefined {
  return SMS_SENDER_REGISTRATION_STEPS.find((step) => !registration[step].done);
}
