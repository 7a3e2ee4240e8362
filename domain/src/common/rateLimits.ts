/**
 * Sliding-window rate limits over a short list of past hits (ISO instants). Pure, so the same rule
 * runs inside a Firestore transaction and in tests.
 */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export type RateLimitDecision =
  | { allowed: true; hits: string[] }
  | { allowed: false; retryAfterSeconds: number; hits: string[] };

/**
 * Whether one more hit at `now` stays within every rule. `hits` in the answer is what to store: the
 * hits still inside the longest window, plus `now` when allowed, so the list never grows unbounded.
 */
export function rateLimitDecision(
  pastHits: readonly string[],
  nowIsoDateTimeUtc: string,
  rules: readonly RateLimitRule[],
): RateLimitDecision {
  const now = Date.parse(nowIsoDateTimeUtc);
  const longestWindowMillis = Math.max(0, ...rules.map((rule) => rule.windowSeconds * 1000));
  const recent = pastHits.filter((hit) => now - Date.parse(hit) < longestWindowMillis).sort();
  let retryAfterMillis = 0;
  for (const rule of rules) {
    const inWindow = recent.filter((hit) => now - Date.parse(hit) < rule.windowSeconds * 1000);
    if (inWindow.length >= rule.max) {
      // The window frees a slot when its oldest counted hit ages out.
      const oldestCounted = inWindow[inWindow.length - rule.max] ?? nowIsoDateTimeUtc;
      retryAfterMillis = Math.max(
        retryAfterMillis,
        Date.parse(oldestCounted) + rule.windowSeconds * 1000 - now,
      );
    }
  }
  if (retryAfterMillis > 0) {
    return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMillis / 1000), hits: recent };
  }
  return { allowed: true, hits: [...recent, nowIsoDateTimeUtc] };
}
