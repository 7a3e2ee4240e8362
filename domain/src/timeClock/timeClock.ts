import { z } from 'zod';
import { ZDocumentId } from '../common/common';

export const BREAK_TYPES = ['paid', 'unpaid'] as const;
export type BreakType = (typeof BREAK_TYPES)[number];

export const BREAK_LIMIT_TYPES = ['fifteenMinutes', 'thirtyMinutes', 'oneHour', 'none', 'others'] as const;
export type BreakLimitType = (typeof BREAK_LIMIT_TYPES)[number];

const FIXED_BREAK_LIMIT_MINUTES = { fifteenMinutes: 15, thirtyMinutes: 30, oneHour: 60 } as const;

/** `duration` (minutes) is only read for the `others` limit type, where the admin types it. */
export const ZBreakLimit = z
  .object({
    type: z.enum(BREAK_LIMIT_TYPES),
    duration: z
      .number()
      .int()
      .min(1, 'Break length must be 1 to 480 minutes')
      .max(480, 'Break length must be 1 to 480 minutes')
      .optional(),
  })
  .superRefine((limit, ctx) => {
    if (limit.type === 'others' && limit.duration === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Enter the break length in minutes' });
    }
  });
export type BreakLimit = z.infer<typeof ZBreakLimit>;

/** How long a break may last in minutes, or undefined when it has no limit. */
export function breakLimitMinutes(limit: BreakLimit): number | undefined {
  if (limit.type === 'none') return undefined;
  if (limit.type === 'others') return limit.duration;
  return FIXED_BREAK_LIMIT_MINUTES[limit.type];
}

export const ZBreakPreset = z.object({
  id: ZDocumentId,
  name: z
    .string()
    .trim()
    .min(1, 'Break name must be 1 to 50 characters')
    .max(50, 'Break name must be 1 to 50 characters'),
  type: z.enum(BREAK_TYPES),
  limit: ZBreakLimit,
});
export type BreakPreset = z.infer<typeof ZBreakPreset>;

export const ZEmployeeTimeClockSettings = z.object({
  enableEmployeeTimeClock: z.boolean().default(false),
  enableBreakRecording: z.boolean().default(false),
  /** Deduct unpaid break presets from worked hours automatically when no break was recorded. */
  enableAutomaticDeduction: z.boolean().default(false),
  shiftBreakPresets: z.array(ZBreakPreset).max(10, 'At most 10 break types').default([]),
});
export type EmployeeTimeClockSettings = z.infer<typeof ZEmployeeTimeClockSettings>;
