import { describe, expect, it } from 'vitest';
import { maskTeamWebhookUrl, teamWebhookUrlProblem, ZTeamChannelRequest } from '../../src/teamMessaging';

describe('a store team channel webhook address', () => {
  it('accepts the chat providers’ incoming webhooks over https', () => {
    for (const url of [
      'https://hooks.slack.com/services/T000/B000/XXXX',
      'https://contoso.webhook.office.com/webhookb2/abc/IncomingWebhook/def/ghi',
      'https://chat.googleapis.com/v1/spaces/AAA/messages?key=k&token=t',
    ])
      expect(teamWebhookUrlProblem(url), url).toBeUndefined();
  });

  it('refuses other hosts, plain http, ports, credentials and bare origins, in words', () => {
    expect(teamWebhookUrlProblem('')).toMatch(/Paste/);
    expect(teamWebhookUrlProblem('hooks.slack.com/services/x')).toMatch(/https/);
    expect(teamWebhookUrlProblem('http://hooks.slack.com/services/x')).toMatch(/https/);
    expect(teamWebhookUrlProblem('https://hooks.slack.com')).toMatch(/path/);
    expect(teamWebhookUrlProblem('https://hooks.slack.com:8443/services/x')).toMatch(/port/);
    expect(teamWebhookUrlProblem('https://a:b@hooks.slack.com/services/x')).toMatch(/password/);
    expect(teamWebhookUrlProblem('https://169.254.169.254/latest/meta-data')).toMatch(/Slack/);
    expect(teamWebhookUrlProblem('https://hooks.slack.com.evil.test/services/x')).toMatch(/Slack/);
    expect(teamWebhookUrlProblem(`https://hooks.slack.com/${'x'.repeat(600)}`)).toMatch(/500/);
  });

  it('accepts a local origin only when the platform names it', () => {
    const local = 'http://127.0.0.1:12162/services/T/B/store-a';
    expect(teamWebhookUrlProblem(local)).toBeDefined();
    expect(teamWebhookUrlProblem(local, ['http://127.0.0.1:12162'])).toBeUndefined();
  });

  it('bounds the request and never shows the whole secret', () => {
    expect(ZTeamChannelRequest.safeParse({ webhookUrl: 'ftp://x/y' }).success).toBe(false);
    expect(ZTeamChannelRequest.safeParse({ webhookUrl: `https://${'a'.repeat(501)}` }).success).toBe(false);
    const masked = maskTeamWebhookUrl('https://hooks.slack.com/services/T000/B000/secretTOKEN');
    expect(masked).toBe('https://hooks.slack.com/…OKEN');
    expect(masked).not.toContain('secret');
  });
});
