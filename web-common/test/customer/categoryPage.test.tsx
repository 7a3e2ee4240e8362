import { type PublishedMenu, ZPublishedMenu } from '@resto/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CategoryPage from '../../../web-customer/src/features/menu/CategoryPage';
import type { StoreContext } from '../../../web-customer/src/shell/StoreContext';
import { storefrontMenuDocument } from './storefrontFixture';

function menuWithCategory(category: Record<string, unknown>): PublishedMenu {
  const document = storefrontMenuDocument();
  return ZPublishedMenu.parse({
    ...document,
    categories: document.categories.map((entry) => ({ ...entry, ...category })),
  });
}

function renderCategoryPage(menu: PublishedMenu) {
  const context: StoreContext = {
    restaurantId: 'r1',
    storeId: 's1',
    restaurant: undefined,
    store: { ...menu.store, id: 's1', restaurantId: 'r1' },
    menu,
    basePath: '/restaurants/r1/stores/s1',
  };
  return render(
    <MemoryRouter initialEntries={['/categories/c1']}>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route path="/categories/:categoryId" element={<CategoryPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('CategoryPage', () => {
  it('names the category once, over a short banner of its picture', () => {
    const { container } = renderCategoryPage(
      menuWithCategory({
        description: 'Straight from the grill',
        image: { id: 'cat-img', path: 'images/r1/cat-img' },
      }),
    );
    expect(screen.getAllByText('Mains')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Mains', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Straight from the grill')).toHaveLength(1);
    // The banner asks for a wide, short picture (8 x 3), not a half-screen 4 x 3 one.
    const banner = container.querySelector('[data-testid="category-header"] img');
    expect(banner).not.toBeNull();
    expect(banner?.getAttribute('src')).toContain('cat-img');
    expect(banner?.getAttribute('height')).toBe(String(Math.round((960 * 3) / 8)));
    // The items are listed under the category, labelled by its name.
    expect(screen.getByRole('region', { name: 'Mains' })).toBeInTheDocument();
  });

  it('shows the plain title when the category has no picture', () => {
    const { container } = renderCategoryPage(menuWithCategory({}));
    expect(screen.getAllByRole('heading', { name: 'Mains' })).toHaveLength(1);
    expect(container.querySelector('[data-testid="category-header"] img')).toBeNull();
  });
});
