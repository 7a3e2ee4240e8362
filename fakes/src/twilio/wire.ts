/** Twilio's wire conventions: errors, dates, ids, segments, request signatures, opt-out keywords. */
import { createHmac, randomBytes } from 'node:crypto';

export const API_VERSION = '2010-04-01';

export interface TwilioErrorBody {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export class TwilioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  body(): TwilioErrorBody {
    return {
      code: this.code,
      message: this.message,
      more_info: `https://www.twilio.com/docs/errors/${this.code}`,
      status: this.status,
    };
  }
}

export const errors = {
  authenticate: () => new TwilioApiError(401, 20003, 'Authenticate'),
  notFound: (path: string) => new TwilioApiError(404, 20404, `The requested resource ${path} was not found`),
  toRequired: () => new TwilioApiError(400, 21604, "A 'To' phone number is required."),
  fromRequired: () => new TwilioApiError(400, 21603, "A 'From' phone number is required."),
  bodyRequired: () => new TwilioApiError(400, 21602, 'Message body is required.'),
  bodyTooLong: () =>
    new TwilioApiError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.'),
  invalidTo: (to: string) =>
    new TwilioApiError(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
  invalidFrom: (from: string) =>
    new TwilioApiError(
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
    ),
  invalidService: (sid: string) =>
    new TwilioApiError(400, 21701, `The Messaging Service Sid ${sid} is invalid.`),
  unsubscribed: () => new TwilioApiError(400, 21610, 'Attempt to send to unsubscribed recipient'),
  unreachable: (to: string) =>
    new TwilioApiError(
      400,
      21612,
      `The 'To' phone number: ${to}, is not currently reachable using the 'From' phone number via SMS.`,
    ),
  noPermission: (to: string) =>
    new TwilioApiError(
      400,
      21408,
      `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`,
    ),
  notMobile: (to: string) => new TwilioApiError(400, 21614, `'To' number ${to} is not a valid mobile number`),
};

/**
 * Twilio's documented magic "To" numbers for test credentials, each failing the way a real number
 * of that kind does.
 */
export const MAGIC_TO_NUMBERS: Record<string, (to: string) => TwilioApiError> = {
  '+15005550001': errors.invalidTo,
  '+15005550002': errors.unreachable,
  '+15005550003': errors.noPermission,
  '+15005550004': () => errors.unsubscribed(),
  '+15005550009': errors.notMobile,
};

export const E164 = /^\+[1-9]\d{6,14}$/;

/** RFC 2822 dates, as Twilio writes `date_created` ("Thu, 24 Aug 2023 05:01:45 +0000"). */
export function rfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

export function newSid(prefix: 'SM' | 'AC' | 'MG' | 'PN'): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Segments an SMS body takes: GSM-7 (160 / 153 per part) or UCS-2 (70 / 67 per part). */
export function segmentsOf(body: string): number {
  const characters = [...body];
  const gsm = characters.every((ch) => GSM_BASIC.includes(ch) || GSM_EXTENDED.includes(ch));
  if (gsm) {
    const septets = characters.reduce((sum, ch) => sum + (GSM_EXTENDED.includes(ch) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = body.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/**
 * X-Twilio-Signature: base64(HMAC-SHA1(auth token, URL + each parameter name and value, sorted by
 * name; several values of one name in sorted order)).
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string | string[]>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => {
      const value = params[key];
      const values = Array.isArray(value) ? [...value].sort() : [value ?? ''];
      return text + values.map((item) => key + item).join('');
    }, url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

/** Default keywords (whole message, case-insensitive), per Twilio's opt-out help article. */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
];
export const OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'];
export const HELP_KEYWORDS = ['HELP', 'INFO'];

export type KeywordKind = 'STOP' | 'START' | 'HELP';

export function keywordOf(body: string): KeywordKind | undefined {
  const word = body.trim().toUpperCase();
  if (OPT_OUT_KEYWORDS.includes(word)) return 'STOP';
  if (OPT_IN_KEYWORDS.includes(word)) return 'START';
  if (HELP_KEYWORDS.includes(word)) return 'HELP';
  return undefined;
}

export const AUTO_REPLIES: Record<KeywordKind, string> = {
  STOP: 'You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe.',
  START:
    'You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe. Msg&Data Rates May Apply.',
  HELP: 'Reply STOP to unsubscribe. Msg&Data Rates May Apply.',
};
