import { ZCustomPageRequest } from '@resto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomPageEditorPage from '../../../web-admin/src/features/website/CustomPageEditorPage';
import { signInMemberOf, stubApiOnly, uniqueRestaurantId, writeAsServer } from '../support/emulatorSuite';
import { renderStorePage } from '../support/renderStorePage';

/**
 * The custom page editor (`/website/custom-pages/{customPageId}`) reads its page live from the
 * Firestore emulator. Blocks move with each block's Move menu (no dragging needed); a save's `/api`
 * answer checks the body with the domain's schema and writes the page as the server does. When the
 * stored page changes, the editor takes it in place while nothing is unsaved, and keeps the owner's
 * unsaved edits otherwise.
 */
const store = { restaurantId: uniqueRestaurantId('pages'), storeId: 'bondi' };
const storePath = `restaurants/${store.restaurantId}/stores/${store.storeId}`;
const ROUTE = 'website/custom-pages/:customPageId';

function storedPage(id: string, heading: string, updatedIsoDateTimeUtc: string, title = 'Events') {
  return {
    id,
    title,
    slug: id,
    description: '',
    blocks: [
      { id: 'intro', type: 'richText', text: 'Welcome to our events.' },
      { id: 'top', type: 'heading', text: heading, level: 2 },
    ],
    updatedIsoDateTimeUtc,
  };
}

const blockTypes = () =>
  Array.from(document.querySelectorAll('[data-block-type]')).map((node) =>
    node.getAttribute('data-block-type'),
  );
const headingField = () => screen.getByRole('textbox', { name: 'Heading' }) as HTMLInputElement;

async function moveWithMenu(row: string, choice: string) {
  await userEvent.click(screen.getByRole('button', { name: `Move ${row}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: choice }));
}

beforeAll(async () => {
  await signInMemberOf(store.restaurantId, 'admin');
  await writeAsServer(storePath, { name: 'Bondi', restaurantId: store.restaurantId });
});
beforeEach(() => {
  // jsdom has no layout, so no ResizeObserver: the preview frame keeps its default width.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the custom page editor', () => {
  it("moves blocks with each block's Move menu, says so, and saves the new order", async () => {
    await writeAsServer(
      `${storePath}/customPages/events`,
      storedPage('events', 'Parties', '2026-11-27T01:00:00.000Z'),
    );
    const calls = stubApiOnly(async (call) => {
      const parsed = ZCustomPageRequest.safeParse(call.body);
      if (!parsed.success) return { status: 400, body: { title: 'Invalid Request', message: 'Bad page' } };
      await writeAsServer(`${storePath}/customPages/events`, {
        ...parsed.data,
        id: 'events',
        updatedIsoDateTimeUtc: '2026-11-27T02:00:00.000Z',
      });
      return { status: 200, body: {} };
    });
    renderStorePage(store, 'website/custom-pages/events', <CustomPageEditorPage />, 'admin', ROUTE);
    await screen.findByRole('button', { name: 'Move Heading block 2' }, { timeout: 10_000 });
    expect(blockTypes()).toEqual(['richText', 'heading']);

    await moveWithMenu('Heading block 2', 'Move up');
    expect(blockTypes()).toEqual(['heading', 'richText']);
    expect(screen.getByText('Heading block 2 moved to position 1 of 2.')).toBeInTheDocument();
    // At the top, it cannot go higher.
    await userEvent.click(screen.getByRole('button', { name: 'Move Heading block 1' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Move to the top' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move to the bottom' }));
    expect(blockTypes()).toEqual(['richText', 'heading']);
    await moveWithMenu('Heading block 2', 'Move to the top');
    expect(blockTypes()).toEqual(['heading', 'richText']);

    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    await screen.findByText('Page saved. Publish to put it online.');
    expect(calls).toHaveLength(1);
    const sent = calls[0]?.body as { blocks: { id: string }[] } | undefined;
    expect(sent?.blocks.map((block) => block.id)).toEqual(['top', 'intro']);
    // The stored copy that comes back keeps the order; nothing is left unsaved.
    await waitFor(() => expect(blockTypes()).toEqual(['heading', 'richText']));
  });

  it('takes a changed stored page in place while nothing is unsaved, and keeps unsaved edits when it changes', async () => {
    const path = `${storePath}/customPages/menus`;
    await writeAsServer(path, storedPage('menus', 'First', '2026-11-27T01:00:00.000Z', 'Menus'));
    renderStorePage(store, 'website/custom-pages/menus', <CustomPageEditorPage />, 'admin', ROUTE);
    await waitFor(() => expect(headingField().value).toBe('First'), { timeout: 10_000 });
    const list = document.querySelector('ol');

    // Changed elsewhere, nothing unsaved here: the editor shows the new copy, in the same list.
    await writeAsServer(path, storedPage('menus', 'Second', '2026-11-27T02:00:00.000Z', 'Menus'));
    await waitFor(() => expect(headingField().value).toBe('Second'));
    expect(document.querySelector('ol')).toBe(list);

    // An unsaved move here, then another change elsewhere: the owner's move and words stay.
    await moveWithMenu('Heading block 2', 'Move up');
    await writeAsServer(path, storedPage('menus', 'Third', '2026-11-27T03:00:00.000Z', 'Set menus'));
    await screen.findByRole('heading', { name: 'Set menus', level: 1 });
    expect(headingField().value).toBe('Second');
    expect(blockTypes()).toEqual(['heading', 'richText']);
  });
});
