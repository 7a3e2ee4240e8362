/**
 * The team messaging port: a Slack-compatible incoming webhook (`POST {text}` → 200 "ok"), which
 * Slack, Microsoft Teams' and Google Chat's incoming webhooks all accept. On the emulator suite the
 * URL is the local fake (fakes/src/slack, messages at its /_fake/messages).
 */
import { teamAlertsWebhookUrl } from '../../config';

export interface TeamMessagingPort {
  post(message: { text: string }): Promise<void>;
}

let forTests: TeamMessagingPort | undefined;

export function teamMessagingPort(): TeamMessagingPort | undefined {
  if (forTests) return forTests;
  const url = teamAlertsWebhookUrl.value().trim();
  if (!url) return undefined;
  return {
    async post(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`team channel answered ${response.status}`);
    },
  };
}

export function setTeamMessagingPortForTests(next: TeamMessagingPort | undefined): void {
  forTests = next;
}
