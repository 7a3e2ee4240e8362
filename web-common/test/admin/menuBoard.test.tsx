import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuBoard, type MenuBoardProps } from '../../../web-admin/src/features/menu/components/MenuBoard';
import { menuPaths } from '../../../web-admin/src/features/menu/components/menuPaths';
import { stubApi } from '../support/renderWithProviders';
import { CATEGORIES, ITEMS, PIZZA_SETTINGS } from './menuFixtures';
import { renderAsMember, STAFF } from './menuTestSupport';

const API = '/api/menu/restaurants/r1/stores/bondi';

function renderBoard(props: Partial<MenuBoardProps> = {}, access = undefined as typeof STAFF | undefined) {
  return renderAsMember(
    <MenuBoard
      restaurantId="r1"
      storeId="bondi"
      categories={CATEGORIES}
      items={ITEMS}
      pizzaSettings={PIZZA_SETTINGS}
      published={{ id: 'current', publishedIsoDateTimeUtc: new Date(Date.now() - 2000).toISOString() }}
      currency="AUD"
      paths={menuPaths('r1', 'bondi')}
      canEdit
      {...props}
    />,
    access,
  );
}

const categoryNames = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem', { name: /^Category / })
    .map((element) => element.getAttribute('aria-label'));

afterEach(() => vi.unstubAllGlobals());

describe('MenuBoard', () => {
  it('lists categories in order with their items, prices and limits, and when the menu was published', () => {
    renderBoard();
    expect(categoryNames()).toEqual(['Category Pizzas', 'Category Sides']);
    const pizzas = screen.getByRole('list', { name: 'Items in Pizzas' });
    expect(
      within(pizzas)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Margherita', 'Pepperoni', 'Half & half']);
    expect(screen.getByText('Small $16.00 · Large $22.00')).toBeInTheDocument();
    expect(screen.getByText('Large, from $25.00')).toBeInTheDocument();
    // Off the marketplace is the default until one is connected: not flagged on every category.
    expect(screen.queryByText('Not on Uber Eats')).not.toBeInTheDocument();
    expect(screen.getByTestId('published-status')).toHaveTextContent(
      /Published menu: up to date · updated \d s ago/,
    );
  });

  it('moves a category down at once and saves the new order', async () => {
    const calls = stubApi(() => ({ status: 200, body: { ok: true } }));
    renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Move Pizzas down' }));
    expect(categoryNames()).toEqual(['Category Sides', 'Category Pizzas']);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/categories/reorder`,
      body: { categoryIds: ['sides', 'pizzas'] },
    });
  });

  it('puts the old order back and says why when saving an item order fails', async () => {
    stubApi(() => ({
      status: 403,
      body: { title: 'Not allowed', message: 'Only admins can change the menu.' },
    }));
    renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Move Pepperoni up' }));
    expect(
      await screen.findByText(/The new order was not saved: Only admins can change the menu/),
    ).toBeInTheDocument();
    const pizzas = screen.getByRole('list', { name: 'Items in Pizzas' });
    expect(within(pizzas).getAllByRole('listitem')[0]).toHaveAttribute('aria-label', 'Margherita');
  });

  it('marks an item sold out at once, and flips it back when the server refuses', async () => {
    let allow = true;
    const calls = stubApi(() =>
      allow
        ? { status: 200, body: { item: {} } }
        : { status: 500, body: { title: 'An Error Occurred', message: 'Try again later.' } },
    );
    renderBoard();
    const soldOut = screen.getByRole('switch', { name: 'Sold out: Garlic bread' });
    await userEvent.click(soldOut);
    expect(soldOut).toBeChecked();
    await waitFor(() =>
      expect(calls[0]).toMatchObject({ url: `${API}/items/garlic-bread/soldout`, body: { soldout: true } }),
    );
    expect(await screen.findByText('Garlic bread is sold out.')).toBeInTheDocument();

    allow = false;
    const other = screen.getByRole('switch', { name: 'Sold out: Margherita' });
    await userEvent.click(other);
    await waitFor(() => expect(other).not.toBeChecked());
    expect(
      await screen.findByText(/Margherita could not be marked sold out: Try again later/),
    ).toBeInTheDocument();
  });

  it('filters by search and explains when nothing matches', async () => {
    renderBoard();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'garlic');
    expect(screen.queryByRole('listitem', { name: 'Margherita' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Garlic bread' })).toBeInTheDocument();
    // Reordering a filtered list would be ambiguous: the arrows go away while searching.
    expect(screen.queryByRole('button', { name: 'Move Sides up' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'zzz');
    expect(screen.getByText('Nothing matches your search')).toBeInTheDocument();
  });

  it('guides a new store to its first category, and lets staff who are not admins only toggle Sold out', () => {
    const { unmount } = renderBoard({ categories: [], items: [], published: null });
    expect(screen.getByText('Start your menu with a category')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first category' })).toHaveAttribute(
      'href',
      '/restaurants/r1/stores/bondi/create/category',
    );
    expect(screen.getByText('Published menu: not published yet')).toBeInTheDocument();
    unmount();

    renderBoard({ canEdit: false }, STAFF);
    expect(screen.queryByRole('button', { name: /Move .* down/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add an item to/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sold out: Garlic bread' })).toBeEnabled();
  });
});
