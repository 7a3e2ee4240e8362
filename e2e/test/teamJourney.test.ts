import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodeFor } from '../support/authEmulator';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * Issue 4's journey: a new owner signs up, creates a restaurant and a store and invites a staff
 * member by email; the staff member signs up, verifies the address, accepts the invitation on their
 * home page and sees only that restaurant; the owner removes them and their open screen loses access
 * without a reload. Added again (now an existing account), they get an invitation, not access, and
 * decline it.
 */
const run = crypto.randomUUID().slice(0, 8);
const OWNER = { name: 'Nina Newowner', email: `nina-${run}@example.test`, password: 'nina-secret-123' };
const STAFF = { name: 'Theo Teammate', email: `theo-${run}@example.test`, password: 'theo-secret-123' };
const RESTAURANT = `Nina's Noodle Bar ${run}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function signUp(page: Page, person: typeof OWNER): Promise<void> {
  await page.goto(`${APP_URLS.admin}/auth/signup`);
  await page.getByLabel('Your name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your restaurants' }).waitFor({ timeout: 20_000 });
}

describe('building a team', () => {
  it('owner sets up a restaurant and store, invites staff; staff joins, then loses access when removed', async () => {
    const owner = await openPage(browser);
    await signUp(owner.page, OWNER);

    await owner.page.getByRole('link', { name: /create your restaurant/i }).click();
    await owner.page.getByLabel('Restaurant name').fill(RESTAURANT);
    await owner.page.getByLabel('Description').fill('Hand-pulled noodles and dumplings.');
    await owner.page.getByRole('button', { name: 'Create restaurant' }).click();
    await owner.page.waitForURL(/\/restaurants\/[^/]+$/, { timeout: 20_000 });
    const restaurantPath = new URL(owner.page.url()).pathname;
    await owner.page.getByRole('heading', { name: RESTAURANT }).waitFor();

    await owner.page.goto(`${APP_URLS.admin}${restaurantPath}/create/store`);
    await owner.page.getByLabel('Store name').fill('Newtown');
    await owner.page.getByLabel('Phone number').fill('02 9557 1234');
    await owner.page.getByLabel('Street address').fill('300 King Street');
    await owner.page.getByLabel('Suburb').fill('Newtown');
    await owner.page.getByLabel('Postcode').fill('2042');
    await owner.page.getByLabel('Latitude').fill('-33.8960');
    await owner.page.getByLabel('Longitude').fill('151.1790');
    await owner.page.getByRole('button', { name: 'Add store' }).click();
    await owner.page.waitForURL(/\/stores\/[^/]+$/, { timeout: 20_000 });
    await screenshot(owner.page, 'team-store-created');

    await owner.page.goto(`${APP_URLS.admin}${restaurantPath}/users`);
    await owner.page.getByRole('button', { name: 'Add user' }).click();
    const dialog = owner.page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(STAFF.email);
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await owner.page.getByText(STAFF.email).first().waitFor();
    await owner.page.getByText('Invited').first().waitFor();
    await screenshot(owner.page, 'team-staff-invited');

    const staff = await openPage(browser);
    await signUp(staff.page, STAFF);
    // Not verified yet: the invitation waits, and the page says why.
    await staff.page.getByText(/please verify/i).waitFor();
    expect(await staff.page.getByText(RESTAURANT).count()).toBe(0);

    const oobCode = await verificationCodeFor(STAFF.email);
    await staff.page.goto(`${APP_URLS.admin}/auth/action?mode=verifyEmail&oobCode=${oobCode}`);
    await staff.page.getByText('Email verified').waitFor({ timeout: 20_000 });
    await staff.page.getByRole('link', { name: /continue to your restaurants/i }).click();
    // Verified: the invitation shows on the home page, and nothing is joined until it is accepted.
    const invitation = staff.page.getByRole('listitem', {
      name: `${RESTAURANT} invited you as Standard User`,
    });
    await invitation.waitFor({ timeout: 20_000 });
    await invitation.getByText(/every store · invited by Nina Newowner/i).waitFor();
    expect(await staff.page.getByText('Bella Vista Pizzeria').count()).toBe(0);
    await screenshot(staff.page, 'team-staff-invitation');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await staff.page.waitForURL(/\/restaurants\/[^/]+$/, { timeout: 20_000 });
    expect(new URL(staff.page.url()).pathname).toBe(restaurantPath);
    await staff.page.getByRole('heading', { name: RESTAURANT }).waitFor({ timeout: 20_000 });
    await screenshot(staff.page, 'team-staff-sees-restaurant');
    await staff.page.goto(`${APP_URLS.admin}/`);
    await staff.page.getByText(RESTAURANT).first().waitFor({ timeout: 20_000 });
    expect(await staff.page.getByRole('listitem', { name: /invited you as/ }).count()).toBe(0);
    // Back on the restaurant's page, which must notice the removal while it is open.
    await staff.page.goto(`${APP_URLS.admin}${restaurantPath}`);
    await staff.page.getByRole('heading', { name: RESTAURANT }).waitFor({ timeout: 20_000 });

    await owner.page.reload();
    await owner.page.getByRole('button', { name: `Remove ${STAFF.name}` }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await owner.page.getByRole('button', { name: `Remove ${STAFF.name}` }).waitFor({ state: 'detached' });

    // The staff member's open page notices at once: no reload.
    await staff.page
      .getByText(/don.t have access/i)
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(staff.page, 'team-staff-removed');
    await staff.page.goto(`${APP_URLS.admin}/`);
    await staff.page.getByRole('heading', { name: 'Your restaurants' }).waitFor();
    await staff.page.getByText(/create your first restaurant/i).waitFor();
    expect(await staff.page.getByText(RESTAURANT).count()).toBe(0);

    // Added again, now with an account: an invitation, not access. Declining it removes it.
    await owner.page.getByRole('button', { name: 'Add user' }).click();
    await owner.page.getByRole('dialog').getByLabel('Email').fill(STAFF.email);
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Add user' }).click();
    await owner.page.getByText(STAFF.email).first().waitFor();
    await owner.page.getByText('Invited').first().waitFor();
    await staff.page.reload();
    const again = staff.page.getByRole('listitem', { name: `${RESTAURANT} invited you as Standard User` });
    await again.waitFor({ timeout: 20_000 });
    expect(await staff.page.getByRole('link', { name: new RegExp(RESTAURANT) }).count()).toBe(0);
    await again.getByRole('button', { name: 'Decline' }).click();
    await again.waitFor({ state: 'detached' });
    // The owner's list (live) drops the declined invitation.
    await owner.page.getByText(STAFF.email).first().waitFor({ state: 'detached', timeout: 15_000 });
    await staff.page.reload();
    await staff.page.getByText(/create your first restaurant/i).waitFor();
    expect(await staff.page.getByText(RESTAURANT).count()).toBe(0);

    expect(owner.errors).toEqual([]);
    await owner.context.close();
    await staff.context.close();
  });
});
