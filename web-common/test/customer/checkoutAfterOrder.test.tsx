import { onlineOrderingSchedule, ZStoreHoliday } from '@resto/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLOSED_NOW, OPEN_NOW, publishedMenu } from '../../../domain/test/support/onlineOrderingMenu';
import type { CustomerOrder } from '../../../web-customer/src/features/orders/customerOrders';
import { orderProgress, paymentStatusText } from '../../../web-customer/src/features/orders/orderProgress';
import { itemsSummary, reorderPlan, savedOrders } from '../../../web-customer/src/features/orders/reorder';
import { TotalsRows, totalsViewOf } from '../../../web-customer/src/features/orders/TotalsRows';
import { tableLabel } from '../../../web-customer/src/features/tables/tableLabel';
import {
  collectionTypesLabel,
  describeWhen,
  groupSameHours,
  openStatusText,
  upcomingHolidays,
} from '../../../web-customer/src/features/tradingHours/tradingHoursView';
import { activeOrderingTab } from '../../../web-customer/src/shell/OrderingTabs';
import { renderWithProviders } from '../support/renderWithProviders';

const menu = publishedMenu();
const TZ = 'Australia/Sydney';

describe('order progress', () => {
  const base = { collectionType: 'delivery' as const, hasCompleteStatus: true };

  it('walks placed → accepted (with the ETA) → delivered', () => {
    const placed = orderProgress({ ...base, status: 'new', requestedText: 'as soon as possible' });
    expect(placed).toMatchObject({ kind: 'progress', activeStep: 1, headline: 'Order received' });
    const accepted = orderProgress({ ...base, status: 'accepted', etaText: '7:45 PM' });
    expect(accepted).toMatchObject({ activeStep: 2, headline: 'Accepted · ready about 7:45 PM' });
    if (accepted.kind === 'progress')
      expect(accepted.steps.map((step) => step.label)).toEqual(['Order placed', 'Accepted', 'Delivered']);
    expect(orderProgress({ ...base, status: 'completed' })).toMatchObject({ activeStep: 3 });
  });

  it('ends at accepted for stores that do not mark orders completed', () => {
    const accepted = orderProgress({ ...base, hasCompleteStatus: false, status: 'accepted' });
    expect(accepted).toMatchObject({ kind: 'progress', activeStep: 2 });
    if (accepted.kind === 'progress') expect(accepted.steps).toHaveLength(2);
  });

  it('gives the reason for a rejected or cancelled order', () => {
    expect(orderProgress({ ...base, status: 'rejected', reason: 'Kitchen closed early' })).toMatchObject({
      kind: 'stopped',
      detail: expect.stringContaining('Reason: Kitchen closed early.'),
    });
    expect(orderProgress({ ...base, status: 'cancelled' })).toMatchObject({
      kind: 'stopped',
      tone: 'warning',
    });
  });

  it('words the payment: paid by card only once the provider took it', () => {
    expect(paymentStatusText('stripe', 'success').text).toBe('Paid by card');
    expect(paymentStatusText('stripe', 'failure')).toEqual({ text: 'Card payment declined', tone: 'error' });
    expect(paymentStatusText('inStore', undefined).text).toBe('Pay in store · not paid yet');
  });
});

function pastOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  const summary = (name: string, quantity: number) => ({
    name,
    price: 1000,
    quantity,
    description: '',
    comments: '',
    discountForItem: 0,
    extraChargeForItem: 0,
    extraChargeForComments: 0,
  });
  return {
    id: 'order-1',
    restaurantId: 'r1',
    storeId: 's1',
    placedIsoDateTimeUtc: '2025-03-01T01:00:00.000Z',
    status: { code: 'completed' },
    cart: {
      items: [
        {
          id: 'a',
          isGstApplicable: true,
          selection: {
            type: 'basic',
            specId: 'burger',
            quantity: 2,
            comments: '',
            modifiersValue: { sauce: { bbq: 1 } },
          },
          summary: summary('Burger', 2),
        },
        {
          id: 'b',
          isGstApplicable: true,
          selection: { type: 'basic', specId: 'gone', quantity: 1, comments: '', modifiersValue: {} },
          summary: summary('Old special', 1),
        },
      ],
    },
    ...overrides,
  } as CustomerOrder;
}

describe('order again', () => {
  it('puts back what can still be ordered and explains the rest', () => {
    const plan = reorderPlan(pastOrder(), menu, 'pickup');
    expect(plan.add.map((line) => line.selection.specId)).toEqual(['burger']);
    expect(plan.add[0]?.selection.quantity).toBe(2);
    expect(plan.skipped).toHaveLength(1);
    expect(plan.skipped[0]?.name).toBe('Old special');
  });

  it('summarises the items and keeps one saved order per distinct cart at this store', () => {
    expect(itemsSummary(pastOrder())).toBe('2× Burger, 1× Old special');
    const orders = [
      pastOrder({ id: 'o1' }),
      pastOrder({ id: 'o2' }),
      pastOrder({ id: 'o3', storeId: 'other' }),
      pastOrder({ id: 'o4', status: { code: 'rejected' } }),
    ];
    expect(savedOrders(orders, 's1').map((order) => order.id)).toEqual(['o1']);
  });
});

describe('trading hours wording', () => {
  it('says when the store opens next', () => {
    expect(openStatusText(onlineOrderingSchedule(menu, 'pickup'), CLOSED_NOW)).toEqual({
      open: false,
      headline: 'Closed now',
      detail: 'Opens tomorrow at 10:00 AM',
    });
    expect(openStatusText(onlineOrderingSchedule(menu, 'pickup'), OPEN_NOW)).toMatchObject({
      open: true,
      detail: 'Until 5:00 PM',
    });
    expect(describeWhen(new Date('2025-03-03T23:00:00.000Z'), OPEN_NOW, TZ)).toBe('tomorrow at 10:00 AM');
  });

  it('groups collection types with the same hours and lists coming holidays', () => {
    const rows = [
      { weekday: 'monday' as const, label: 'Monday', intervals: ['10:00 AM – 5:00 PM'], isToday: true },
    ];
    const groups = groupSameHours([
      { type: 'pickup' as const, rows },
      { type: 'delivery' as const, rows },
      { type: 'dineIn' as const, rows: [] },
    ]);
    expect(groups.map((group) => collectionTypesLabel(group.types))).toEqual([
      'Pickup and delivery',
      'Dine-in',
    ]);
    const holidays = [
      ZStoreHoliday.parse({ date: '2025-12-25', name: 'Christmas' }),
      ZStoreHoliday.parse({ date: '2025-1-1' }),
    ];
    expect(upcomingHolidays(holidays, OPEN_NOW, TZ)).toEqual([
      { date: '2025-12-25', name: 'Christmas', label: 'Thursday 25 December 2025' },
    ]);
  });
});

describe('storefront navigation', () => {
  it('marks the ordering tab of the current page', () => {
    const base = '/restaurants/r1/stores/s1';
    // Checkout belongs to no tab: there is no "Make payment" tab (it only reopened the checkout).
    expect(activeOrderingTab(`${base}/checkout`, '', base, 'pickup')).toBe(false);
    expect(activeOrderingTab(`${base}/orders`, '', base, 'pickup')).toBe('history');
    expect(activeOrderingTab(`${base}/orders`, '?view=saved', base, 'pickup')).toBe('saved');
    expect(activeOrderingTab(base, '', base, 'delivery')).toBe('delivery');
    expect(activeOrderingTab(`${base}/store_trading_hours`, '', base, 'delivery')).toBe(false);
    expect(tableLabel('12')).toBe('Table 12');
    expect(tableLabel('table 5')).toBe('Table 5');
  });
});

describe('TotalsRows', () => {
  it('shows the domain totals with the GST component and a delivery fee still to choose', () => {
    const totals = {
      itemTotal: 4000,
      couponDiscount: 0,
      loyaltyDiscount: 0,
      deliveryCharge: 0,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 400,
      cardSurcharge: 44,
      discount: 0,
      charges: 444,
      grandTotal: 4444,
      gst: 404,
    };
    renderWithProviders(
      <TotalsRows
        view={totalsViewOf(totals, 'delivery', { deliveryNote: 'Choose your area' })}
        currency="AUD"
      />,
    );
    expect(screen.getByText('Choose your area')).toBeInTheDocument();
    expect(screen.getByText('Public holiday surcharge')).toBeInTheDocument();
    expect(screen.getByText('Card surcharge')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$44.44');
    expect(screen.getByText('Includes GST of $4.04')).toBeInTheDocument();
  });
});
