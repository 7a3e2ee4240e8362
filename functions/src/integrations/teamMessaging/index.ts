/**
 * The team messaging port: a Slack-compatible incoming webhook (`POST {text}` → 200 "ok"), which
 * Slack, Microsoft Teams' and Google Chat's incoming webhooks all accept. Each store has its own
 * webhook (functions/src/teamMessaging); the platform's `TEAM_ALERTS_WEBHOOK_URL` is the operator's
 * channel for stores that have none. On the emulator suite both are the local fake (fakes/src/slack,
 * messages per webhook at its /_fake/messages?path=...).
 */
import { teamAlertsWebhookUrl } from '../../config';

export interface TeamMessagingPort {
  post(webhookUrl: string, message: { text: string }): Promise<void>;
}

let forTests: TeamMessagingPort | undefined;

const httpPort: TeamMessagingPort = {
  async post(webhookUrl, message) {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      // A channel's address must not lead the server anywhere else.
      redirect: 'error',
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`team channel answered ${response.status}`);
  },
};

export function teamMessagingPort(): TeamMessagingPort {
  return forTests ?? httpPort;
}

/** The platform operator's channel (empty: none). */
export function platformTeamWebhookUrl(): string {
  return teamAlertsWebhookUrl.value().trim();
}

/**
 * Origins accepted over plain http for stores' channels: the platform channel's own when it is on
 * this machine (the local fake), never anything else.
 */
export function localTeamWebhookOrigins(): string[] {
  try {
    const url = new URL(platformTeamWebhookUrl());
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname) ? [url.origin] : [];
  } catch {
    return [];
  }
}

export function setTeamMessagingPortForTests(next: TeamMessagingPort | undefined): void {
  forTests = next;
}
