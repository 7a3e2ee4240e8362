/**
 * Business constants of SPEC.md section 9 that are not shared enumerations (those live in
 * constants.ts). Lists carry their labels so every app shows the same words.
 */

// The default prep time lives with the store's collection settings (stores/store.ts).
export const DEFAULT_SESSION_START_TIME_OF_DAY = '10:00 AM';
export const DEFAULT_SESSION_DURATION_IN_HOURS = 7;

export const WEBSITE_ERROR_TITLE = 'Website Error!';

/** Aspect ratios offered when uploading images; `square` is 1:1. */
export const IMAGE_ASPECT_RATIOS = [
  { id: '4x2', label: '4 x 2', width: 4, height: 2 },
  { id: '4x2.5', label: '4 x 2.5', width: 4, height: 2.5 },
  { id: '8x3', label: '8 x 3', width: 8, height: 3 },
  { id: '4x3', label: '4 x 3', width: 4, height: 3 },
  { id: 'square', label: 'Square', width: 1, height: 1 },
  { id: '4x5', label: '4 x 5', width: 4, height: 5 },
  { id: '4x6', label: '4 x 6', width: 4, height: 6 },
] as const;
export type ImageAspectRatioId = (typeof IMAGE_ASPECT_RATIOS)[number]['id'];

export const IMAGE_FORMATS = ['PNG', 'GIF', 'JPG'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  PNG: 'image/png',
  GIF: 'image/gif',
  JPG: 'image/jpeg',
};

export const IMAGE_WIDTH_STEP_PX = 200;
export const MIN_IMAGE_WIDTH_PX = 200;

/**
 * The width to request from the image CDN for an element `requestedPx` wide: rounded UP to a step of
 * 200 (never blurry from upscaling) and at least 200. Steps keep the CDN cache small: a handful of
 * variants per image instead of one per screen width.
 */
export function imageWidthFor(requestedPx: number): number {
  if (!Number.isFinite(requestedPx) || requestedPx <= MIN_IMAGE_WIDTH_PX) return MIN_IMAGE_WIDTH_PX;
  return Math.ceil(requestedPx / IMAGE_WIDTH_STEP_PX) * IMAGE_WIDTH_STEP_PX;
}

/** Height in pixels of an image `widthPx` wide cut to an aspect ratio. */
export function imageHeightFor(widthPx: number, ratioId: ImageAspectRatioId): number {
  const ratio = IMAGE_ASPECT_RATIOS.find((candidate) => candidate.id === ratioId);
  if (!ratio) throw new RangeError(`Unknown image aspect ratio "${ratioId}"`);
  return Math.round((widthPx * ratio.height) / ratio.width);
}

/** Auto-refresh choices for order screens; 0 turns auto-refresh off. */
export const AUTO_REFRESH_CHOICES = [
  { minutes: 0, label: 'Off' },
  { minutes: 1, label: '1 minute' },
  { minutes: 5, label: '5 minutes' },
  { minutes: 10, label: '10 minutes' },
] as const;
export type AutoRefreshMinutes = (typeof AUTO_REFRESH_CHOICES)[number]['minutes'];

/**
 * The platform's cut of each online card payment (the provider's `application_fee_amount`). SPEC.md
 * section 9 lists only the processor's fee (1.75% + 0.30); the platform fee is ours to choose: by
 * default 1% plus 10 cents, configurable per deployment (PLATFORM_APPLICATION_FEE_* params).
 */
export interface ApplicationFeeRule {
  /** Percentage in basis points: 100 = 1%. */
  basisPoints: number;
  fixedCents: number;
}

export const DEFAULT_PLATFORM_APPLICATION_FEE: ApplicationFeeRule = { basisPoints: 100, fixedCents: 10 };

/** The fee for a payment of `amountInCents`, rounded half up, never more than the payment itself. */
export function platformApplicationFeeInCents(
  amountInCents: number,
  rule: ApplicationFeeRule = DEFAULT_PLATFORM_APPLICATION_FEE,
): number {
  if (!Number.isSafeInteger(amountInCents) || amountInCents <= 0) return 0;
  const fee = Math.round((amountInCents * rule.basisPoints) / 10_000) + rule.fixedCents;
  return Math.min(amountInCents, Math.max(0, fee));
}
