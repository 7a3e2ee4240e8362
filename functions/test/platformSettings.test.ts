import { DEFAULT_PLATFORM_SETTINGS, type PlatformSettings } from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentApplicationFeeRule,
  forgetApplicationFeeRule,
  PLATFORM_SETTINGS_PATH,
} from '../src/platformSettings/platformSettings';
import { firestore } from './support/admin';
import { callApi, type TestUser } from './support/emulators';
import { createTenant, signUpSuperAdmin } from './support/tenants';

const path = '/api/super-admin/platform-settings';
const PARAMS_FEE = { basisPoints: 100, fixedCents: 10 };

const SETTINGS: PlatformSettings = {
  applicationFee: { basisPoints: 150, fixedCents: 20 },
  environment: 'staging',
  environments: ['local', 'staging', 'prod'],
  featureFlags: [{ key: 'newCheckout', description: 'The one-page checkout', environments: ['staging'] }],
};

let superAdmin: TestUser;
beforeAll(async () => {
  await firestore().doc(PLATFORM_SETTINGS_PATH).delete();
  superAdmin = await signUpSuperAdmin();
});
// Other files' card orders expect the deployment's fee: leave no settings behind.
afterAll(async () => {
  await firestore().doc(PLATFORM_SETTINGS_PATH).delete();
  forgetApplicationFeeRule();
});

describe('/api/super-admin/platform-settings', () => {
  it('refuses everyone but super admins', async () => {
    const tenant = await createTenant();
    expect((await callApi(path)).status).toBe(401);
    expect((await callApi(path, { token: tenant.owner.idToken })).status).toBe(403);
    const put = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { settings: SETTINGS, expectedVersion: 0 },
    });
    expect(put.status).toBe(403);
    expect((await firestore().doc(PLATFORM_SETTINGS_PATH).get()).exists).toBe(false);
  });

  it('starts from the deployment defaults, saves with the version, audits, and refuses a stale editor', async () => {
    const first = await callApi(path, { token: superAdmin.idToken });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ settings: DEFAULT_PLATFORM_SETTINGS, version: 0 });

    const saved = await callApi(path, {
      method: 'PUT',
      token: superAdmin.idToken,
      body: { settings: SETTINGS, expectedVersion: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ settings: SETTINGS, version: 1, updatedByEmail: superAdmin.email });
    expect((await callApi(path, { token: superAdmin.idToken })).body.settings).toEqual(SETTINGS);

    // Another super admin's editor still at version 0: 409, nothing overwritten.
    const stale = await callApi(path, {
      method: 'PUT',
      token: superAdmin.idToken,
      body: { settings: DEFAULT_PLATFORM_SETTINGS, expectedVersion: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.title).toBe('Settings changed meanwhile');
    expect((await firestore().doc(PLATFORM_SETTINGS_PATH).get()).get('settings')).toEqual(SETTINGS);

    const audit = await callApi('/api/audit/query-logs?action=platform.settingsChanged&limit=5', {
      token: superAdmin.idToken,
    });
    const [entry] = audit.body.entries as { summary: string }[];
    expect(entry).toMatchObject({
      action: 'platform.settingsChanged',
      actorUid: superAdmin.uid,
      summary: expect.stringContaining('fee 1.00% + 10c → 1.50% + 20c'),
    });
    expect(entry?.summary).toContain('+newCheckout');
  });

  it('explains invalid settings field by field and stores nothing', async () => {
    const before = (await firestore().doc(PLATFORM_SETTINGS_PATH).get()).data();
    const invalid = await callApi(path, {
      method: 'PUT',
      token: superAdmin.idToken,
      body: {
        settings: {
          ...SETTINGS,
          applicationFee: { basisPoints: 5_000, fixedCents: -1 },
          environment: 'qa3',
          featureFlags: [
            { key: 'Bad key', description: '', environments: [] },
            { key: 'twice', description: '', environments: ['qa2'] },
            { key: 'twice', description: '', environments: [] },
          ],
        },
        expectedVersion: 1,
      },
    });
    expect(invalid.status).toBe(400);
    const paths = (invalid.body.issues as { path: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'settings.applicationFee.basisPoints',
        'settings.applicationFee.fixedCents',
        'settings.featureFlags.0.key',
      ]),
    );
    expect((await firestore().doc(PLATFORM_SETTINGS_PATH).get()).data()).toEqual(before);
  });

  it('card payments take the fee saved here (not the deployment params) once saved', async () => {
    forgetApplicationFeeRule();
    expect(await currentApplicationFeeRule(PARAMS_FEE)).toEqual(SETTINGS.applicationFee);
    await firestore().doc(PLATFORM_SETTINGS_PATH).delete();
    forgetApplicationFeeRule();
    expect(await currentApplicationFeeRule(PARAMS_FEE)).toEqual(PARAMS_FEE);
  });
});
