/** Documents and helpers the schema tests of several capabilities share. */
export const NOW = '2025-03-01T09:30:00.000Z';
export const australia = { code: 'AU', name: 'Australia' };
export const address = {
  formattedAddress: '1 George St, Sydney NSW 2000',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: australia,
  geoPoint: { latitude: '-33.8688', longitude: '151.2093' },
};
export const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const cartItem = {
  id: 'line1',
  selection: { type: 'basic', specId: 'burger', quantity: 2 },
  summary: { name: 'Burger', price: 1500, quantity: 2 },
};
export const cart = {
  createdTime: NOW,
  items: [cartItem],
  collection: { type: 'pickup', timeOfDay: '6:30 PM', date: '2025-03-01' },
  itemTotal: 3000,
  grandTotal: 3000,
  currency: { code: 'AUD', symbol: '$' },
};
