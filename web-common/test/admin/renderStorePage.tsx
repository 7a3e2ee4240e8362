import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ViewerAccessProvider } from '../../src/access/ViewerAccessContext';
import { Providers } from '../support/renderWithProviders';

/** An admin page of store `bondi` of restaurant `r1` at `path` (relative to the store), as an admin or user. */
export function renderStorePage(path: string, page: ReactElement, role: 'admin' | 'user' = 'admin') {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[`/restaurants/r1/stores/bondi/${path}`]}>
        <ViewerAccessProvider access={{ status: 'allowed', role, restaurantRole: role, superAdmin: false }}>
          <Routes>
            <Route path={`/restaurants/:restaurantId/stores/:storeId/${path}`} element={page} />
          </Routes>
        </ViewerAccessProvider>
      </MemoryRouter>
    </Providers>,
  );
}
