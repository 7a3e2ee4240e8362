import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { createTenant, type PairedDevice, pairDevice, type Tenant } from './support/tenants';

/**
 * Each store's team channel through the real API and the fake Slack the fakes process runs on 12162:
 * set by the store's admins only, the address validated and never shown whole, and a store's card
 * terminal alerts posted to its own channel, never to another store's.
 */
const FAKE_TERMINALS = 'http://127.0.0.1:12161';
const SLACK = 'http://127.0.0.1:12162';

interface Store {
  tenant: Tenant;
  till: PairedDevice;
  terminalId: string;
  webhookPath: string;
}
let a: Store;
let b: Store;

const channelPath = (tenant: Tenant) =>
  `/api/team-channel/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

async function fake(method: string, path: string, body?: unknown) {
  const response = await fetch(`${FAKE_TERMINALS}${path}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function messagesOf(path: string): Promise<string[]> {
  const response = await fetch(`${SLACK}/_fake/messages?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { text: string }[]).map((message) => message.text);
}

/** A store with a till, a card terminal paired with it and its own channel. */
async function storeWithChannel(prefix: string): Promise<Store> {
  const tenant = await createTenant(prefix);
  const till = await pairDevice('pos', tenant, 'Counter');
  const terminalId = `6${Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0')}`;
  const made = await fake('PUT', `/_fake/terminals/${terminalId}`, { online: true });
  const paired = await callApi(
    `/api/anz-worldline/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pin-pad/pair`,
    {
      token: tenant.owner.idToken,
      body: { pairingCode: String(made.pairingCode), name: 'Pin pad', posTerminalId: till.deviceId },
    },
  );
  expect(paired.status, JSON.stringify(paired.body)).toBe(201);
  const webhookPath = `/services/T${prefix}/B${prefix}/${randomUUID()}`;
  const saved = await callApi(channelPath(tenant), {
    method: 'PUT',
    token: tenant.owner.idToken,
    body: { webhookUrl: `${SLACK}${webhookPath}`, channelName: `#${prefix}-alerts` },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { tenant, till, terminalId, webhookPath };
}

/** A card payment on the store's terminal that ends in a system error (an alert). */
async function systemError(store: Store): Promise<string> {
  const posOrderId = `pos-${randomUUID()}`;
  const started = await callApi(
    `/api/anz-worldline/restaurants/${store.tenant.restaurantId}/stores/${store.tenant.storeId}/pin-pads/${store.till.deviceId}/purchase`,
    { token: store.till.idToken, body: { posOrderId, amountInCents: 990, attemptId: randomUUID() } },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await fake('POST', `/_fake/terminals/${store.terminalId}/pad`, { action: 'system_error' });
  return posOrderId;
}

beforeAll(async () => {
  [a, b] = await Promise.all([storeWithChannel('chana'), storeWithChannel('chanb')]);
});

describe('a store team channel', () => {
  it('is set by the store’s admins only, validated, and shown masked', async () => {
    const path = channelPath(a.tenant);
    const shown = await callApi(path, { method: 'GET', token: a.tenant.owner.idToken });
    expect(shown.status).toBe(200);
    expect(shown.body.teamChannel).toEqual(
      expect.objectContaining({ configured: true, channelName: '#chana-alerts' }),
    );
    expect(JSON.stringify(shown.body)).not.toContain(a.webhookPath.split('/').at(-1));

    for (const webhookUrl of ['https://example.test/hook', 'http://169.254.169.254/latest', 'ftp://x/y']) {
      const refused = await callApi(path, {
        method: 'PUT',
        token: a.tenant.owner.idToken,
        body: { webhookUrl },
      });
      expect(refused.status, webhookUrl).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('webhookUrl');
    }
    const tooLong = await callApi(path, {
      method: 'PUT',
      token: a.tenant.owner.idToken,
      body: { webhookUrl: `https://hooks.slack.com/${'x'.repeat(600)}` },
    });
    expect(tooLong.status).toBe(400);

    for (const token of [a.till.idToken, b.tenant.owner.idToken]) {
      expect((await callApi(path, { method: 'GET', token })).status).toBe(403);
      expect(
        (await callApi(path, { method: 'PUT', token, body: { webhookUrl: `${SLACK}/services/X/Y/Z` } }))
          .status,
      ).toBe(403);
    }
    // Nothing refused changed the stored address, which no client can read.
    const stored = await firestore()
      .doc(`restaurants/${a.tenant.restaurantId}/stores/${a.tenant.storeId}/private/teamChannel`)
      .get();
    expect(stored.get('webhookUrl')).toBe(`${SLACK}${a.webhookPath}`);

    const tested = await callApi(`${path}/test`, { token: a.tenant.owner.idToken, body: {} });
    expect(tested.status).toBe(200);
    await expect.poll(() => messagesOf(a.webhookPath)).toEqual([expect.stringContaining('Test:')]);
  });

  it('gets its own store’s alerts and never another store’s', async () => {
    const [orderOfA, orderOfB] = await Promise.all([systemError(a), systemError(b)]);
    await expect
      .poll(async () => (await messagesOf(a.webhookPath)).some((text) => text.includes(orderOfA)), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect
      .poll(async () => (await messagesOf(b.webhookPath)).some((text) => text.includes(orderOfB)), {
        timeout: 20_000,
      })
      .toBe(true);
    expect((await messagesOf(a.webhookPath)).some((text) => text.includes(orderOfB))).toBe(false);
    expect((await messagesOf(b.webhookPath)).some((text) => text.includes(orderOfA))).toBe(false);
    // Nor does a store with its own channel post to the platform's.
    const all = (await (await fetch(`${SLACK}/_fake/messages`)).json()) as { path: string; text: string }[];
    expect(all.filter((message) => message.text.includes(orderOfA)).map((message) => message.path)).toEqual([
      a.webhookPath,
    ]);
  });

  it('removed, the store’s alerts go to the platform operator’s channel instead', async () => {
    const removed = await callApi(channelPath(b.tenant), { method: 'DELETE', token: b.tenant.owner.idToken });
    expect(removed.status).toBe(204);
    const shown = await callApi(channelPath(b.tenant), { method: 'GET', token: b.tenant.owner.idToken });
    expect(shown.body.teamChannel).toEqual({ configured: false });
    const orderOfB = await systemError(b);
    await expect
      .poll(
        async () => {
          const all = (await (await fetch(`${SLACK}/_fake/messages`)).json()) as {
            path: string;
            text: string;
          }[];
          return all.filter((message) => message.text.includes(orderOfB)).map((message) => message.path);
        },
        { timeout: 20_000 },
      )
      .toEqual(['/services/T0LOCAL/B0LOCAL/local-team-alerts']);
    expect((await messagesOf(a.webhookPath)).some((text) => text.includes(orderOfB))).toBe(false);
  });
});
