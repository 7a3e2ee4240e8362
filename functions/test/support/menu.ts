import { expect } from 'vitest';
import { callApi } from './emulators';
import type { Tenant } from './tenants';

/** Helpers for the menu API tests: the route base and valid bodies for each item type. */

export const menuBase = (tenant: Tenant) =>
  `/api/menu/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

export const storePath = (tenant: Tenant) => `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

export const PIZZA_SETTINGS = {
  sizes: [
    { id: 'small', name: 'Small' },
    { id: 'large', name: 'Large', halfAndHalfExtraCharge: 200 },
  ],
  toppings: [{ id: 'olives', name: 'Olives', prices: { small: 100, large: 150 } }],
};

export function basicItem(categoryId: string, fields: Record<string, unknown> = {}) {
  return {
    type: 'basic',
    categoryId,
    name: 'Garlic bread',
    price: { basePrice: 650 },
    modifiers: [
      {
        id: 'dip',
        name: 'Choose a dip',
        min: 1,
        max: 1,
        options: [
          { id: 'aioli', name: 'Aioli' },
          { id: 'bbq', name: 'BBQ', extraCharge: 50 },
        ],
      },
    ],
    ...fields,
  };
}

export function pizzaItem(categoryId: string, fields: Record<string, unknown> = {}) {
  return {
    type: 'pizza',
    categoryId,
    name: 'Margherita',
    sizes: { small: { price: 1400 }, large: { price: 2000 } },
    removeToppings: ['Basil'],
    ...fields,
  };
}

export async function post(tenant: Tenant, path: string, body: unknown, method = 'POST') {
  return callApi(`${menuBase(tenant)}${path}`, { token: tenant.owner.idToken, body, method });
}

export async function createCategory(tenant: Tenant, name = 'Pizzas'): Promise<string> {
  const response = await post(tenant, '/categories', { name });
  expect(response.status).toBe(201);
  return String(response.body.id);
}

export async function createItem(tenant: Tenant, body: Record<string, unknown>): Promise<string> {
  const response = await post(tenant, '/items', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}

export async function savePizzaSettings(tenant: Tenant): Promise<void> {
  const response = await post(tenant, '/settings/pizza', PIZZA_SETTINGS, 'PUT');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
