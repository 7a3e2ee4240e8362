/**
 * Staff `/home` on a busy night: 1,500 orders today. The board's reads are replaced by a test feed (the
 * hooks' own Firestore behaviour is the emulator suite's business); what is checked here is what the
 * page does with them: how many cards it puts in the DOM, which cards a new snapshot renders, and how
 * big the unprocessed-order banner gets.
 */
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../web-staff/src/features/orders/HomePage';
import type { StoreOrder } from '../../src/orders/orderData';
import { renderWithProviders } from '../support/renderWithProviders';
import { boardOrder, busyDay } from './boardFixtures';

const test = vi.hoisted(() => {
  type Listener = () => void;
  const listeners = new Set<Listener>();
  let window: { data: readonly unknown[]; loading: boolean; error: undefined; hasMore: boolean } = {
    data: [],
    loading: false,
    error: undefined,
    hasMore: false,
  };
  const settings = {
    hasEta: false,
    hasCompleteStatus: true,
    hasUnprocessedOrderMonitor: true,
    unprocessedOrderAlertMinutes: 5,
  };
  const noAlert = {
    overdueIds: [] as string[],
    overdueCount: 0,
    thresholdMinutes: 5,
    muted: false,
    mute: () => undefined,
    unmute: () => undefined,
    waiting: [] as readonly unknown[],
    error: undefined,
  };
  return {
    /** Ids of the cards that rendered, from a React Profiler inside each card. */
    cardRenders: [] as string[],
    feed: {
      subscribe(listener: Listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      get: () => window,
      /** A snapshot: the board's hook answers with these orders from now on. */
      push(data: readonly unknown[]) {
        window = { ...window, data };
        for (const listener of listeners) listener();
      },
    },
    stores: {
      data: [
        {
          restaurant: { id: 'r1', name: 'Pizza Place' },
          store: { id: 'bondi', name: 'Bondi', timezone: 'Australia/Sydney' },
          role: 'admin',
          access: 'restaurant',
        },
      ],
      loading: false,
      error: undefined,
    },
    settings: { settingsFor: () => settings, loading: false, error: undefined },
    alert: noAlert,
    noAlert,
  };
});

// Each card renders its actions exactly once per render of the card: a Profiler there counts the cards.
vi.mock('../../src/orders/OrderActions', async () => {
  const { createElement, Profiler } = await import('react');
  return {
    OrderActions: ({ order }: { order: { id: string } }) =>
      createElement(
        Profiler,
        { id: order.id, onRender: (id: string) => test.cardRenders.push(id) },
        createElement('span', { 'data-testid': 'order-actions' }),
      ),
  };
});

vi.mock('@resto/web-common', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@resto/web-common')>();
  const { useSyncExternalStore } = await import('react');
  return {
    ...actual,
    useMyStores: () => test.stores,
    useLiveOrderWindow: () => useSyncExternalStore(test.feed.subscribe, test.feed.get),
    useBoardCounts: () => ({ open: 1_500, waiting: 1_500, accepted: 0, today: 1_500 }),
    useOrderProcessSettings: () => test.settings,
    useWaitingOrderAlert: () => test.alert,
  };
});

const cards = () => screen.getAllByTestId('live-order');
const shownIds = () => cards().map((card) => card.getAttribute('data-order-id'));

beforeEach(() => {
  // jsdom has no scrolling; the virtualiser's scroll corrections have nothing to move.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  test.cardRenders.length = 0;
  test.alert = test.noAlert;
  test.feed.push(busyDay(1_500));
});

describe('staff /home with 1,500 orders today', () => {
  it('puts only the cards on screen in the DOM, newest first', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findAllByTestId('live-order')).not.toHaveLength(0);
    expect(cards().length).toBeLessThanOrEqual(20);
    expect(shownIds()[0]).toBe('order-001499');
    expect(document.body.querySelectorAll('*').length).toBeLessThan(5_000);
    // The list still has the height of every card, so the page scrolls through all of them.
    expect(Number.parseFloat(screen.getByTestId('order-board').style.height)).toBeGreaterThan(1_500 * 200);
    expect(screen.getByRole('button', { name: 'Open (1,500)' })).toBeInTheDocument();
  });

  it('renders only the new card when a snapshot brings a new order, ten times over', async () => {
    renderWithProviders(<HomePage />);
    await screen.findAllByTestId('live-order');
    let orders: StoreOrder[] = busyDay(1_500);
    act(() => test.feed.push(orders));
    test.cardRenders.length = 0;

    for (let next = 1_500; next < 1_510; next += 1) {
      orders = [boardOrder(next), ...orders];
      act(() => test.feed.push(orders));
      expect(shownIds()[0]).toBe(boardOrder(next).id);
    }
    expect(test.cardRenders).toEqual(
      Array.from({ length: 10 }, (_unused, index) => boardOrder(1_500 + index).id),
    );
    expect(cards().length).toBeLessThanOrEqual(20);
  });

  it('renders only the card of an order whose status changed', async () => {
    const orders = busyDay(1_500);
    act(() => test.feed.push(orders));
    renderWithProviders(<HomePage />);
    await screen.findAllByTestId('live-order');
    test.cardRenders.length = 0;

    const accepted = { ...(orders[1] as StoreOrder), status: { code: 'accepted' as const } };
    act(() => test.feed.push([orders[0], accepted, ...orders.slice(2)]));
    expect(test.cardRenders).toEqual([accepted.id]);
  });

  it('names five of 1,401 waiting orders in the banner and links to the rest', async () => {
    const waiting = busyDay(1_500).reverse().slice(0, 10);
    test.alert = {
      ...test.noAlert,
      overdueIds: Array.from({ length: 1_401 }, (_unused, index) => boardOrder(index).id),
      overdueCount: 1_401,
      waiting,
    };
    renderWithProviders(<HomePage />);
    const banner = await screen.findByTestId('unprocessed-order-alert');
    expect(banner).toHaveTextContent('1,401 orders are waiting to be accepted');
    expect(banner).toHaveTextContent('and 1,396 more');
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '#000000',
      '#000001',
      '#000002',
      '#000003',
      '#000004',
      'See all waiting orders',
    ]);
    expect(links[0]).toHaveAttribute('href', '/restaurants/r1/stores/bondi/orders/order-000000');
    expect(links.at(-1)).toHaveAttribute('href', '/home?show=waiting');
  });
});
