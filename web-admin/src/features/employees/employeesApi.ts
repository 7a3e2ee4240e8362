import type { ApiPath } from '@resto/web-common';

/** `/api/employees/restaurants/:r/stores/:s/employees` (and `/:employeeId`). */
export function employeesPath(restaurantId: string, storeId: string, employeeId?: string): ApiPath {
  const base: ApiPath = `/api/employees/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/employees`;
  return employeeId ? `${base}/${encodeURIComponent(employeeId)}` : base;
}
