import type { ReactElement } from 'react';
import { type AllowedAccess, ViewerAccessProvider } from '../../src/access/ViewerAccessContext';
import { renderWithProviders } from '../support/renderWithProviders';

export const ADMIN: AllowedAccess = {
  status: 'allowed',
  role: 'admin',
  restaurantRole: 'admin',
  superAdmin: false,
  readOnly: false,
};
export const STAFF: AllowedAccess = {
  status: 'allowed',
  role: 'user',
  restaurantRole: undefined,
  superAdmin: false,
  readOnly: false,
};

/** A menu screen as a store member sees it inside the store shell. */
export function renderAsMember(ui: ReactElement, access: AllowedAccess = ADMIN) {
  return renderWithProviders(<ViewerAccessProvider access={access}>{ui}</ViewerAccessProvider>);
}
