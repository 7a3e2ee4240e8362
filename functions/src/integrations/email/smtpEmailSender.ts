import type { Transporter } from 'nodemailer';
import { type EmailMessage, EmailSendError, type EmailSender } from './emailSender';

export interface SmtpConfig {
  host: string;
  port: number;
  /** "starttls": plain connect, TLS upgrade required (587); "implicit": TLS from the start (465); "none": loopback only. */
  tls: 'starttls' | 'implicit' | 'none';
  user: string;
  password: string;
  /** The From header, e.g. "Orders <orders@example.com>". */
  from: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Errors nodemailer reports for a connection that failed or dropped: worth another try. */
const NETWORK_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);

export function classifySmtpError(error: unknown): EmailSendError {
  if (error instanceof EmailSendError) return error;
  const { code, responseCode, command } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    command?: string;
  };
  if (typeof responseCode === 'number') {
    const transient = responseCode >= 400 && responseCode < 500;
    const words = transient ? 'the email provider asked to try again later' : 'the email provider refused it';
    return new EmailSendError(
      `${words} (SMTP ${responseCode}${command ? ` at ${command}` : ''})`,
      transient,
      responseCode,
    );
  }
  if (code && NETWORK_CODES.has(code))
    return new EmailSendError(`the email provider could not be reached (${code})`, true);
  return new EmailSendError(`sending failed (${code ?? 'unknown error'})`, false);
}

/** The X-Resto-Tags header: the tags as a query string (orderId=...&restaurantId=...). */
export function tagsHeader(tags: Record<string, string> | undefined): string {
  return new URLSearchParams(Object.entries(tags ?? {}).sort(([a], [b]) => a.localeCompare(b))).toString();
}

/**
 * The real adapter: SMTP through `nodemailer`, which every email provider accepts. nodemailer is
 * loaded on first send, so instances that never email do not pay for loading it. The transport is
 * built once per configuration.
 */
export function smtpEmailSender(config: () => SmtpConfig): EmailSender {
  let cached: { key: string; transport: Promise<Transporter> } | undefined;

  function transportFor(settings: SmtpConfig): Promise<Transporter> {
    const key = JSON.stringify(settings);
    if (cached?.key !== key) {
      cached = {
        key,
        transport: import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport({
            host: settings.host,
            port: settings.port,
            secure: settings.tls === 'implicit',
            requireTLS: settings.tls === 'starttls',
            ignoreTLS: settings.tls === 'none',
            ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          }),
        ),
      };
    }
    return cached.transport;
  }

  return {
    async send(message: EmailMessage) {
      const settings = config();
      if (!settings.host || !settings.from || !Number.isInteger(settings.port))
        throw new EmailSendError(
          'Email is not configured: set EMAIL_SMTP_HOST, EMAIL_SMTP_PORT, EMAIL_FROM (and EMAIL_SMTP_USER with the EMAIL_SMTP_PASSWORD secret).',
          false,
        );
      if (settings.tls === 'none' && !LOOPBACK.has(settings.host))
        throw new EmailSendError(
          'EMAIL_SMTP_TLS=none is only allowed for a loopback host (the local capture).',
          false,
        );
      const transport = await transportFor(settings);
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          headers: { 'X-Resto-Kind': message.kind, 'X-Resto-Tags': tagsHeader(message.tags) },
        });
        return { id: String(info.messageId) };
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
  };
}
