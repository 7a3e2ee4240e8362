/**
 * Super admins find any restaurant by typing part of its name: the directory follows restaurant
 * documents (created, renamed, deleted) through the trigger, and the search pages alphabetically.
 */
import { describe, expect, it } from 'vitest';
import { syncRestaurantDirectory } from '../src/superAdmin/restaurantDirectory';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { signUpSuperAdmin } from './support/tenants';

const word = `zq${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;

async function search(token: string, query: string) {
  return callApi(`/api/super-admin/restaurants?${query}`, { token });
}

describe('the restaurant directory', () => {
  it('finds restaurants by any word of their name, a page at a time, and follows renames and deletes', async () => {
    const admin = await signUpSuperAdmin();
    const ids = ['a', 'b', 'c'].map((letter) => `dir-${word}-${letter}`);
    await Promise.all(
      ids.map((id, index) =>
        firestore()
          .doc(`restaurants/${id}`)
          .set({ name: `${['Alpha', 'Bravo', 'Charlie'][index]} ${word} Pizzeria` }),
      ),
    );
    const typed = word.slice(0, 6).toUpperCase();
    await expect
      .poll(
        async () =>
          ((await search(admin.idToken, `search=${typed}`)).body.restaurants as unknown[] | undefined)
            ?.length,
        {
          timeout: 30_000,
          interval: 300,
        },
      )
      .toBe(3);
    const first = await search(admin.idToken, `search=${typed}&pageSize=2`);
    expect((first.body.restaurants as { name: string }[]).map((entry) => entry.name)).toEqual([
      `Alpha ${word} Pizzeria`,
      `Bravo ${word} Pizzeria`,
    ]);
    const next = first.body.next as { afterName: string; afterId: string };
    const second = await search(
      admin.idToken,
      `search=${typed}&pageSize=2&afterName=${encodeURIComponent(next.afterName)}&afterId=${next.afterId}`,
    );
    expect((second.body.restaurants as { name: string }[]).map((entry) => entry.name)).toEqual([
      `Charlie ${word} Pizzeria`,
    ]);
    expect(second.body.next).toBeUndefined();

    // Renamed: found by the new word only. Deleted: gone.
    await firestore()
      .doc(`restaurants/${ids[0]}`)
      .set({ name: `Delta ${word}x` });
    await expect
      .poll(
        async () => ((await search(admin.idToken, `search=${word}x`)).body.restaurants as unknown[]).length,
        {
          timeout: 30_000,
          interval: 300,
        },
      )
      .toBe(1);
    await firestore().doc(`restaurants/${ids[1]}`).delete();
    await expect
      .poll(
        async () => ((await search(admin.idToken, `search=${typed}`)).body.restaurants as unknown[]).length,
        {
          timeout: 30_000,
          interval: 300,
        },
      )
      .toBe(2);
    // A redelivered event changes nothing.
    expect(await syncRestaurantDirectory(ids[2]!, { name: `Charlie ${word} Pizzeria` })).toBe('unchanged');
  });

  it('is for super admins only, and bounded', async () => {
    const owner = await signUpTestUser('directory-owner');
    expect((await search(owner.idToken, 'search=pizza')).status).toBe(403);
    expect((await callApi('/api/super-admin/restaurants')).status).toBe(401);
    const admin = await signUpSuperAdmin();
    expect((await search(admin.idToken, 'pageSize=500')).status).toBe(400);
    expect((await search(admin.idToken, `search=${'x'.repeat(200)}`)).status).toBe(400);
  });
});
