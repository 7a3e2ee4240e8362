import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStoreFor } from '../../../web-customer/src/features/cart/cartStore';
import { OrderingTabs } from '../../../web-customer/src/shell/OrderingTabs';

const BASE = '/restaurants/r1/stores/tabs';
const ALL_OFFERED = {
  pickup: { available: true },
  delivery: { available: true },
  dineIn: { available: true },
};

function renderTabs(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/restaurants/:restaurantId/stores/:storeId/*"
          element={<OrderingTabs basePath={BASE} offered={ALL_OFFERED} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the ordering tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    cartStoreFor('r1', 'tabs')
      .getState()
      .add(
        { type: 'basic', specId: 'garlic-bread', quantity: 1, comments: '', modifiersValue: {} },
        { categoryId: 'c1' },
      );
  });

  it('offers no tab that only reopens the checkout (a "Make payment" that pays nothing of its own)', () => {
    renderTabs(`${BASE}/checkout`);
    const [wide] = screen.getAllByRole('navigation', { name: 'Ordering' });
    const labels = within(wide as HTMLElement)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(labels).toEqual([
      'Pickup',
      'Delivery',
      'Dine-in',
      'Order history',
      'Saved orders',
      'Table bookings',
    ]);
    expect(screen.queryByText('Make payment')).not.toBeInTheDocument();
  });

  it('marks the tab the page belongs to', () => {
    renderTabs(`${BASE}/orders?view=saved`);
    const [wide] = screen.getAllByRole('navigation', { name: 'Ordering' });
    expect(within(wide as HTMLElement).getByRole('tab', { selected: true })).toHaveTextContent(
      'Saved orders',
    );
  });
});
