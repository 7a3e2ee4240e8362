/** What the SMTP capture server keeps of each accepted message (in memory, newest last). */
import { randomUUID } from 'node:crypto';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

export interface CapturedEmail {
  id: string;
  receivedIsoDateTimeUtc: string;
  /** SMTP envelope: MAIL FROM and every RCPT TO, which is who it was actually delivered to. */
  envelope: { from: string; to: string[] };
  /** The authenticated SMTP user, when the client logged in. */
  smtpUser: string | null;
  from: string;
  to: string[];
  cc: string[];
  replyTo: string[];
  subject: string;
  messageId: string | null;
  date: string | null;
  text: string;
  html: string | null;
  /** Header name (lower case) → value; repeated headers are joined with ", ". */
  headers: Record<string, string>;
  attachments: { filename: string | null; contentType: string; size: number }[];
  size: number;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '').filter(Boolean));
}

function headerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(headerText).join(', ');
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  if (typeof value === 'object' && 'value' in value) {
    const { value: inner, params } = value as { value: unknown; params?: Record<string, string> };
    const parameters = Object.entries(params ?? {}).map(([key, param]) => `; ${key}=${param}`);
    return `${headerText(inner)}${parameters.join('')}`;
  }
  return String(value);
}

export async function parseCaptured(
  raw: Buffer,
  envelope: { from: string; to: string[] },
  smtpUser: string | null,
): Promise<{ email: CapturedEmail; raw: Buffer }> {
  const parsed: ParsedMail = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) {
    const value = headerText(parsed.headers.get(line.key));
    headers[line.key] = value;
  }
  return {
    raw,
    email: {
      id: randomUUID(),
      receivedIsoDateTimeUtc: new Date().toISOString(),
      envelope,
      smtpUser,
      from: addresses(parsed.from)[0] ?? '',
      to: addresses(parsed.to),
      cc: addresses(parsed.cc),
      replyTo: addresses(parsed.replyTo),
      subject: parsed.subject ?? '',
      messageId: parsed.messageId ?? null,
      date: parsed.date ? parsed.date.toISOString() : null,
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : null,
      headers,
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? null,
        contentType: attachment.contentType,
        size: attachment.size,
      })),
      size: raw.length,
    },
  };
}

export interface MessageFilter {
  /** Any envelope or To/Cc recipient equals this address (case-insensitive). */
  to?: string;
  from?: string;
  /** Subject contains this (case-insensitive). */
  subject?: string;
  /** "Name:value" pairs; the header must equal the value. */
  headers?: string[];
}

export function matches(email: CapturedEmail, filter: MessageFilter): boolean {
  const lower = (value: string) => value.trim().toLowerCase();
  if (filter.to) {
    const wanted = lower(filter.to);
    const recipients = [...email.envelope.to, ...email.to, ...email.cc].map(lower);
    if (!recipients.includes(wanted)) return false;
  }
  if (
    filter.from &&
    lower(email.from) !== lower(filter.from) &&
    lower(email.envelope.from) !== lower(filter.from)
  )
    return false;
  if (filter.subject && !lower(email.subject).includes(lower(filter.subject))) return false;
  for (const pair of filter.headers ?? []) {
    const colon = pair.indexOf(':');
    if (colon < 1) return false;
    const name = lower(pair.slice(0, colon));
    if ((email.headers[name] ?? '').trim() !== pair.slice(colon + 1).trim()) return false;
  }
  return true;
}
