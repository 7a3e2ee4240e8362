/**
 * A store's team channel: the Slack-compatible incoming webhook its alerts (card terminal failures)
 * are posted to. Each store has its own, so one store's alerts never reach another's team. The URL
 * is a secret (anyone holding it can post to the channel): the server keeps it where no client reads
 * it and shows admins only its start and end.
 */
import { z } from 'zod';

export const TEAM_WEBHOOK_URL_MAX = 500;

/**
 * The providers' incoming-webhook hosts the server posts to (all accept Slack's `{text}` body):
 * Slack, Microsoft Teams (incoming webhook connectors and workflows) and Google Chat. Nothing else,
 * so a store's setting never turns the server into a way to call arbitrary addresses.
 */
export const TEAM_WEBHOOK_HOSTS: readonly RegExp[] = [
  /^hooks\.slack\.com$/,
  /^hooks\.slack-gov\.com$/,
  /^[a-z0-9-]+\.webhook\.office\.com$/,
  /^[a-z0-9-]+\.logic\.azure\.com$/,
  /^chat\.googleapis\.com$/,
];

interface WebhookAddress {
  protocol: 'http:' | 'https:';
  hasCredentials: boolean;
  hostname: string;
  port: string;
  /** Path, query and fragment ('' when none). */
  rest: string;
  origin: string;
}

/** The parts of an http(s) address (the domain has no URL global: it runs anywhere). */
function parseAddress(text: string): WebhookAddress | undefined {
  const match = /^(https?):\/\/([^/?#@\s]*@)?([^/?#:@\s]+)(?::(\d{1,5}))?([/?#]\S*)?$/i.exec(text);
  if (!match) return undefined;
  const protocol = `${(match[1] ?? '').toLowerCase()}:` as WebhookAddress['protocol'];
  const hostname = (match[3] ?? '').toLowerCase();
  const port = match[4] ?? '';
  return {
    protocol,
    hasCredentials: match[2] !== undefined,
    hostname,
    port,
    rest: match[5] ?? '',
    origin: `${protocol}//${hostname}${port ? `:${port}` : ''}`,
  };
}

/**
 * What is wrong with a webhook URL, in words (undefined when it is fine). `localOrigins` are the
 * origins also accepted over plain http (the local fake channel); the providers' need https.
 */
export function teamWebhookUrlProblem(
  value: string,
  localOrigins: readonly string[] = [],
): string | undefined {
  const text = value.trim();
  if (!text) return 'Paste the incoming webhook URL from your team chat';
  if (text.length > TEAM_WEBHOOK_URL_MAX) return `At most ${TEAM_WEBHOOK_URL_MAX} characters`;
  const url = parseAddress(text);
  if (!url) return 'This is not a web address: it starts with https://';
  if (url.hasCredentials) return 'The address must not contain a user name or password';
  if (!/^\/[^?#]/.test(url.rest)) return 'The address must include the webhook’s path';
  if (localOrigins.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:') return 'The address must start with https://';
  if (url.port) return 'The address must not name a port';
  if (!TEAM_WEBHOOK_HOSTS.some((host) => host.test(url.hostname)))
    return 'Use an incoming webhook from Slack, Microsoft Teams or Google Chat';
  return undefined;
}

export const ZTeamChannelRequest = z.object({
  webhookUrl: z
    .string()
    .trim()
    .max(TEAM_WEBHOOK_URL_MAX, `At most ${TEAM_WEBHOOK_URL_MAX} characters`)
    // The shape here; which hosts are accepted is the server's call (teamWebhookUrlProblem with the
    // platform's local origins), answered beside the field.
    .regex(/^https?:\/\/\S+$/, 'The address must start with https://'),
  /** Shown to admins beside the masked address (which channel it posts to). */
  channelName: z.string().trim().max(80, 'At most 80 characters').optional(),
});
export type TeamChannelRequest = z.infer<typeof ZTeamChannelRequest>;

export const TEAM_MESSAGING_REQUEST_SCHEMAS = { ZTeamChannelRequest };

/** What admins see of a store's channel: never the whole secret address. */
export interface TeamChannelSummary {
  configured: boolean;
  /** The address's origin and the last characters of its path, e.g. `https://hooks.slack.com/…/a1b2`. */
  maskedUrl?: string;
  channelName?: string;
  updatedIsoDateTimeUtc?: string;
}

export function maskTeamWebhookUrl(value: string): string {
  const url = parseAddress(value.trim());
  if (!url) return '…';
  const path = url.rest.replace(/[?#].*$/, '');
  return `${url.origin}/…${path.slice(-4)}`;
}
