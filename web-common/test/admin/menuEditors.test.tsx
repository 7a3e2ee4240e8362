import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryForm } from '../../../web-admin/src/features/menu/components/CategoryForm';
import { ItemEditor } from '../../../web-admin/src/features/menu/components/ItemEditor';
import { draftOfItem, newItemDraft } from '../../../web-admin/src/features/menu/components/itemDraft';
import { menuPaths } from '../../../web-admin/src/features/menu/components/menuPaths';
import { PizzaSettingsForm } from '../../../web-admin/src/features/menu/components/PizzaSettingsForm';
import { stubApi } from '../support/renderWithProviders';
import { CATEGORIES, ITEMS, PIZZA_SETTINGS } from './menuFixtures';
import { renderAsMember } from './menuTestSupport';

const API = '/api/menu/restaurants/r1/stores/bondi';
const paths = menuPaths('r1', 'bondi');

function renderItemEditor(
  initial = newItemDraft('basic', 'sides'),
  existing = undefined as (typeof ITEMS)[number] | undefined,
) {
  return renderAsMember(
    <ItemEditor
      restaurantId="r1"
      storeId="bondi"
      initial={initial}
      existing={existing}
      categories={CATEGORIES}
      items={ITEMS}
      pizzaSettings={PIZZA_SETTINGS}
      currency="AUD"
      symbol="$"
      paths={paths}
    />,
  );
}

const preview = () => screen.getByRole('region', { name: 'Price preview' });

afterEach(() => vi.unstubAllGlobals());

describe('ItemEditor: basic item', () => {
  it('validates as the person types with the domain messages', async () => {
    renderItemEditor();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'C');
    expect(screen.getByText('Item name must be 2 to 100 characters.')).toBeInTheDocument();
    await userEvent.type(name, 'hips');
    expect(screen.queryByText('Item name must be 2 to 100 characters.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add modifier group' }));
    const group = screen.getByRole('group', { name: 'Modifier group Group 1' });
    const min = within(group).getByRole('spinbutton', { name: 'Minimum' });
    await userEvent.clear(min);
    await userEvent.type(min, '3');
    expect(
      within(group).getByText('Minimum choices cannot be more than maximum choices.'),
    ).toBeInTheDocument();
  });

  it('prices a required choice in the live preview, then saves cents to the API', async () => {
    const calls = stubApi(() => ({ status: 201, body: { id: 'chips' } }));
    renderItemEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Chips');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '6.5');
    expect(within(preview()).getByTestId('preview-price')).toHaveTextContent('$6.50');

    await userEvent.click(screen.getByRole('button', { name: 'Add modifier group' }));
    const group = screen.getByRole('group', { name: 'Modifier group Group 1' });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Group name' }), 'Salt');
    const min = within(group).getByRole('spinbutton', { name: 'Minimum' });
    await userEvent.clear(min);
    await userEvent.type(min, '1');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Option name' }), 'Chicken salt');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Extra charge' }), '0.5');

    // Required and nothing chosen: the domain says what is missing, exactly as checkout would.
    expect(within(preview()).getByText('Chips needs a choice in "Salt"')).toBeInTheDocument();
    await userEvent.click(within(preview()).getByRole('checkbox', { name: 'Chicken salt +$0.50' }));
    expect(within(preview()).getByTestId('preview-price')).toHaveTextContent('$7.00');
    await userEvent.click(within(preview()).getByRole('button', { name: 'Delivery' }));
    expect(within(preview()).getByTestId('preview-price')).toHaveTextContent('$7.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/items`,
      body: {
        type: 'basic',
        categoryId: 'sides',
        name: 'Chips',
        price: { basePrice: 650 },
        modifiers: [{ name: 'Salt', min: 1, max: 1, options: [{ name: 'Chicken salt', extraCharge: 50 }] }],
      },
    });
    expect(calls[0]?.body).not.toHaveProperty('sortOrder');
  });

  it('shows the server’s 400 issues beside their fields', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        title: 'Invalid request',
        message: 'Check the fields',
        issues: [{ path: ['categoryId'], message: 'Choose a category of this store' }],
      },
    }));
    const garlic = ITEMS[3]!;
    renderItemEditor(draftOfItem(garlic), garlic);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose a category of this store.')).toBeInTheDocument();
  });
});

describe('ItemEditor: pizzas, half-and-half and deals', () => {
  it('prices a pizza per size with added toppings', async () => {
    const margherita = ITEMS[0]!;
    renderItemEditor(draftOfItem(margherita), margherita);
    expect(within(preview()).getByTestId('preview-price')).toHaveTextContent('$16.00');
    await userEvent.click(within(preview()).getByRole('combobox', { name: 'Size' }));
    await userEvent.click(screen.getByRole('option', { name: 'Large' }));
    await userEvent.click(within(preview()).getByRole('checkbox', { name: 'Olives +$2.00' }));
    expect(within(preview()).getByTestId('preview-price')).toHaveTextContent('$24.00');
    expect(within(preview()).getByText('Large, + Olives')).toBeInTheDocument();
  });

  it('offers only pizzas that come in the chosen half-and-half size', async () => {
    renderItemEditor(newItemDraft('halfAndHalf', 'pizzas', PIZZA_SETTINGS));
    const choices = screen.getByRole('group', { name: 'Pizzas that can be halves' });
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'Margherita' }));
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'Pepperoni' }));
    // Margherita / Pepperoni: the dearer half ($25.00) + the Large half-and-half charge ($3.00).
    expect(within(preview()).getByTestId('preview-price')).toHaveTextContent('$28.00');
  });

  it('asks for at least one item or pizza in a deal', async () => {
    renderItemEditor(newItemDraft('deal', 'pizzas', PIZZA_SETTINGS));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Family deal');
    await userEvent.click(screen.getByRole('button', { name: 'Add deal' }));
    expect(screen.getAllByText('Add at least one item or pizza to the deal.').length).toBeGreaterThan(0);
  });
});

describe('CategoryForm', () => {
  it('checks the name length and explains a refused delete in words', async () => {
    stubApi(() => ({
      status: 409,
      body: { title: 'Category has items', message: 'Move or delete its 2 items first.' },
    }));
    renderAsMember(
      <CategoryForm restaurantId="r1" storeId="bondi" paths={paths} existing={CATEGORIES[0]} itemCount={2} />,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pi');
    expect(screen.getByText('Category name must be 3 to 30 characters.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Pizzas?' });
    expect(within(dialog).getByText(/still has 2 items/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await within(dialog).findByText('Move or delete its 2 items first.')).toBeInTheDocument();
  });
});

describe('PizzaSettingsForm', () => {
  it('needs a size, gives new sizes ids from their names and saves cents', async () => {
    const calls = stubApi(() => ({ status: 200, body: { settings: {} } }));
    renderAsMember(
      <PizzaSettingsForm
        restaurantId="r1"
        storeId="bondi"
        paths={paths}
        stored={null}
        symbol="$"
        pizzasPerSize={new Map()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save pizza settings' }));
    expect(screen.getAllByText('Add at least one pizza size.').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Add size' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Size name' }), 'Family');
    // Internal ids are not shown to owners.
    expect(screen.queryByText(/Id: family/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add topping' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Topping name' }), 'Olives');
    fireEvent.change(screen.getByRole('textbox', { name: 'Olives price for Family' }), {
      target: { value: '2.5' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save pizza settings' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `${API}/settings/pizza`,
      body: {
        sizes: [{ id: 'family', name: 'Family', hasHalfAndHalf: true, halfAndHalfExtraCharge: 0 }],
        toppings: [{ id: 'olives', name: 'Olives', prices: { family: 250 } }],
      },
    });
    expect(calls[0]?.body).not.toHaveProperty('sizes.0.fresh');
  });
});
