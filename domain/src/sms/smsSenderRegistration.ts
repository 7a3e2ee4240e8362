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

/** Marks one step done or not done again. */
export const ZSmsSenderRegistrationUpdate = z.object({
  step: z.enum(SMS_SENDER_REGISTRATION_STEPS),
  done: z.boolean(),
});
export type SmsSenderRegistrationUpdate = z.infer<typeof ZSmsSenderRegistrationUpdate>;

/** The registration after a step is marked; a step's time is when it was last marked done. */
export function markSmsSenderRegistrationStep(
  current: SmsSenderRegistration,
  update: SmsSenderRegistrationUpdate,
  nowIsoDateTimeUtc: string,
): SmsSenderRegistration {
  return {
    ...current,
    [update.step]: update.done ? { done: true, doneIsoDateTimeUtc: nowIsoDateTimeUtc } : { done: false },
  };
}

/** How many of the five steps are done, and whether the sender name is ready to use. */
export function smsSenderRegistrationProgress(registration: SmsSenderRegistration): {
  done: number;
  total: number;
  approved: boolean;
} {
  const done = SMS_SENDER_REGISTRATION_STEPS.filter((step) => registration[step].done).length;
  return { done, total: SMS_SENDER_REGISTRATION_STEPS.length, approved: registration.confirmApproval.done };
}
