import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_MESSAGES,
  PHONE_CODE_SEND_LIMITS,
  PHONE_VERIFICATION_RULES,
  phoneVerificationSmsBody,
  rateLimitDecision,
} from '@resto/domain';
import { type DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { phoneVerificationDoc, rateLimitDoc } from '../firestore/paths';
import { FieldError, TooManyRequestsError, UpstreamError } from '../http/errors';
import { smsSender } from '../integrations/sms';
import { log } from '../log';

function hashCode(e164: string, code: string): Buffer {
  // Salted with the number so one code hash says nothing about another number's document.
  return createHash('sha256').update(`${e164}:${code}`).digest();
}

function hitsOf(snapshot: DocumentSnapshot | undefined): string[] {
  const hits = snapshot?.get('hitsIsoDateTimeUtc');
  return Array.isArray(hits) ? hits.filter((hit): hit is string => typeof hit === 'string') : [];
}

/**
 * Sends a fresh code to `e164` unless the number or the caller's IP has asked too often. The limits
 * and the new code are recorded in one transaction before the text goes out, so parallel requests
 * cannot slip past the limit; a request that is refused is not counted.
 */
export async function sendVerificationCode(
  e164: string,
  ip: string,
): Promise<{ expiresIsoDateTimeUtc: string; resendAfterSeconds: number }> {
  const code = String(randomInt(0, 10 ** PHONE_VERIFICATION_RULES.codeLength)).padStart(
    PHONE_VERIFICATION_RULES.codeLength,
    '0',
  );
  const numberLimitRef = rateLimitDoc(`phoneCodeSend:number:${e164}`);
  const ipLimitRef = rateLimitDoc(`phoneCodeSend:ip:${ip}`);
  const verificationRef = phoneVerificationDoc(e164);

  const decision = await runContendedTransaction(async (tx) => {
    const now = nowIso();
    const [numberHits, ipHits, verification] = await tx.getAll(numberLimitRef, ipLimitRef, verificationRef);
    const byNumber = rateLimitDecision(hitsOf(numberHits), now, PHONE_CODE_SEND_LIMITS.perNumber);
    const byIp = rateLimitDecision(hitsOf(ipHits), now, PHONE_CODE_SEND_LIMITS.perIp);
    if (!byNumber.allowed || !byIp.allowed) {
      const waits = [byNumber, byIp].map((limit) => (limit.allowed ? 0 : limit.retryAfterSeconds));
      return {
        allowed: false as const,
        retryAfterSeconds: Math.max(...waits),
        limitedBy: byNumber.allowed ? 'ip' : 'number',
      };
    }
    tx.set(numberLimitRef, { hitsIsoDateTimeUtc: byNumber.hits, updatedIsoDateTimeUtc: now });
    tx.set(ipLimitRef, { hitsIsoDateTimeUtc: byIp.hits, updatedIsoDateTimeUtc: now });
    const expiresIsoDateTimeUtc = new Date(
      Date.parse(now) + PHONE_VERIFICATION_RULES.codeTtlMinutes * 60_000,
    ).toISOString();
    tx.set(verificationRef, {
      phoneNumber: e164,
      codeHash: hashCode(e164, code).toString('hex'),
      expiresIsoDateTimeUtc,
      attempts: 0,
      sentCount: Number(verification?.get('sentCount') ?? 0) + 1,
      lastSentIsoDateTimeUtc: now,
    });
    return { allowed: true as const, expiresIsoDateTimeUtc };
  });

  if (!decision.allowed) {
    log.warn('phone_auth.send_rate_limited', { phoneNumber: e164, ip, limitedBy: decision.limitedBy });
    throw new TooManyRequestsError(
      PHONE_CODE_MESSAGES.tooManySends(decision.retryAfterSeconds),
      decision.retryAfterSeconds,
    );
  }
  try {
    await smsSender().send({ to: e164, body: phoneVerificationSmsBody(code) });
  } catch (error) {
    log.error('phone_auth.sms_failed', { phoneNumber: e164, error: String(error) });
    throw new UpstreamError('We could not send the text message. Please try again in a minute.');
  }
  log.info('phone_auth.code_sent', { phoneNumber: e164 });
  const resendAfterSeconds = Math.min(...PHONE_CODE_SEND_LIMITS.perNumber.map((rule) => rule.windowSeconds));
  return { expiresIsoDateTimeUtc: decision.expiresIsoDateTimeUtc, resendAfterSeconds };
}

/**
 * Checks a code for `e164`. Every wrong guess is counted in the transaction; at the limit the code is
 * dead even if the next guess is right. A right code is consumed, so it signs in once.
 */
export async function checkVerificationCode(e164: string, code: string): Promise<void> {
  const ref = phoneVerificationDoc(e164);
  const outcome = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const storedHash = snapshot.get('codeHash');
    if (typeof storedHash !== 'string') throw new FieldError('code', PHONE_CODE_MESSAGES.noCode);
    const expires = snapshot.get('expiresIsoDateTimeUtc');
    if (typeof expires !== 'string' || Date.parse(expires) <= Date.now())
      throw new FieldError('code', PHONE_CODE_MESSAGES.expired);
    const attempts = Number(snapshot.get('attempts') ?? 0);
    if (attempts >= PHONE_VERIFICATION_RULES.maxVerifyAttempts) return { kind: 'exhausted' as const };

    const expected = Buffer.from(storedHash, 'hex');
    const given = hashCode(e164, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      tx.update(ref, { attempts: attempts + 1 });
      const left = PHONE_VERIFICATION_RULES.maxVerifyAttempts - attempts - 1;
      return left > 0 ? { kind: 'wrong' as const, left } : { kind: 'exhausted' as const };
    }
    tx.update(ref, {
      codeHash: FieldValue.delete(),
      expiresIsoDateTimeUtc: FieldValue.delete(),
      attempts: 0,
      verifiedIsoDateTimeUtc: nowIso(),
    });
    return { kind: 'verified' as const };
  });
  if (outcome.kind === 'exhausted') {
    log.warn('phone_auth.attempts_exhausted', { phoneNumber: e164 });
    throw new TooManyRequestsError(PHONE_CODE_MESSAGES.tooManyAttempts);
  }
  if (outcome.kind === 'wrong') throw new FieldError('code', PHONE_CODE_MESSAGES.incorrect(outcome.left));
}
