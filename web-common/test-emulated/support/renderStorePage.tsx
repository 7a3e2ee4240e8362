import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ViewerAccessProvider } from '../../src/access/ViewerAccessContext';
import { Providers } from '../../test/support/renderWithProviders';

/**
 * An admin page of a store at `path` (relative to the store), as an admin or user. Its data comes
 * from the emulators: sign a member in first (emulatorSuite.signInMemberOf). `route` is the route's
 * pattern when the path holds an id ("website/custom-pages/:customPageId").
 */
export function renderStorePage(
  { restaurantId, storeId }: { restaurantId: string; storeId: string },
  path: string,
  page: ReactElement,
  role: 'admin' | 'user' = 'admin',
  route: string = path,
) {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[`/restaurants/${restaurantId}/stores/${storeId}/${path}`]}>
        <ViewerAccessProvider
          access={{ status: 'allowed', role, restaurantRole: role, superAdmin: false, readOnly: false }}
        >
          <Routes>
            <Route path={`/restaurants/:restaurantId/stores/:storeId/${route}`} element={page} />
          </Routes>
        </ViewerAccessProvider>
      </MemoryRouter>
    </Providers>,
  );
}
