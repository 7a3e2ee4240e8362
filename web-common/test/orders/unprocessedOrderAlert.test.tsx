import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnprocessedOrderBanner } from '../../src/orders/UnprocessedOrderBanner';
import type { UnprocessedOrderAlert } from '../../src/orders/useUnprocessedOrderAlert';
import { type MonitoredEntry, useUnprocessedOrderAlert } from '../../src/orders/useUnprocessedOrderAlert';

const NOW = Date.parse('2026-03-07T08:00:00.000Z');
const SETTINGS = { hasUnprocessedOrderMonitor: true, unprocessedOrderAlertMinutes: 5 };

function entry(status: 'new' | 'accepted', placedMinutesAgo: number, settings = SETTINGS): MonitoredEntry {
  return {
    order: {
      id: 'order-0001',
      status: { code: status },
      placedIsoDateTimeUtc: new Date(NOW - placedMinutesAgo * 60_000).toISOString(),
    },
    settings,
  };
}

function Screen({ entries, beep }: { entries: MonitoredEntry[]; beep: () => void }) {
  const alert = useUnprocessedOrderAlert(entries, { playBeep: beep, repeatEveryMs: 10_000 });
  return <UnprocessedOrderBanner alert={alert} />;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('useUnprocessedOrderAlert', () => {
  it('rings once the order has waited past the threshold, repeats, and stops when it is accepted', () => {
    const beep = vi.fn();
    const { rerender } = render(<Screen entries={[entry('new', 4)]} beep={beep} />);
    expect(beep).not.toHaveBeenCalled();
    expect(screen.queryByTestId('unprocessed-order-alert')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(61_000));
    expect(beep).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('unprocessed-order-alert')).toHaveTextContent(
      '1 order is waiting to be accepted',
    );
    expect(screen.getByTestId('unprocessed-order-alert')).toHaveTextContent('more than 5 minutes');

    act(() => vi.advanceTimersByTime(20_000));
    expect(beep).toHaveBeenCalledTimes(3);

    rerender(<Screen entries={[entry('accepted', 6)]} beep={beep} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(beep).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId('unprocessed-order-alert')).not.toBeInTheDocument();
  });

  it('stays quiet when the store has the monitor off', () => {
    const beep = vi.fn();
    render(
      <Screen
        entries={[entry('new', 30, { hasUnprocessedOrderMonitor: false, unprocessedOrderAlertMinutes: 5 })]}
        beep={beep}
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(beep).not.toHaveBeenCalled();
  });

  it('mutes the beep but keeps the banner until the order is handled', () => {
    const beep = vi.fn();
    render(<Screen entries={[entry('new', 10)]} beep={beep} />);
    expect(beep).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Mute' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(beep).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('unprocessed-order-alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('rings for an order the server flagged even when this device’s clock says it is early', () => {
    const beep = vi.fn();
    const flagged = entry('new', 1);
    flagged.order.alert = {
      unprocessedSinceIsoDateTimeUtc: flagged.order.placedIsoDateTimeUtc,
      flaggedIsoDateTimeUtc: new Date(NOW).toISOString(),
    };
    render(<Screen entries={[flagged]} beep={beep} />);
    expect(beep).toHaveBeenCalledTimes(1);
  });
});

describe('UnprocessedOrderBanner', () => {
  // Each order's display number is its position + 1 ("order-1000" is #1).
  const alert = (ids: string[], count = ids.length): UnprocessedOrderAlert => ({
    overdueIds: ids,
    overdueNumbers: Object.fromEntries(ids.map((id, index) => [id, String(index + 1)])),
    overdueCount: count,
    thresholdMinutes: 5,
    muted: false,
    mute: () => undefined,
    unmute: () => undefined,
  });
  const ids = (count: number) => Array.from({ length: count }, (_unused, index) => `order-${1000 + index}`);

  it('stays the same size however many orders wait: a count, the oldest five, and a link to all', () => {
    render(
      <MemoryRouter>
        <UnprocessedOrderBanner
          alert={alert(ids(1_401))}
          orderHref={(id) => `/orders/${id}`}
          seeAllHref="/home?show=waiting"
        />
      </MemoryRouter>,
    );
    const banner = screen.getByTestId('unprocessed-order-alert');
    expect(banner).toHaveTextContent('1,401 orders are waiting to be accepted');
    expect(banner).toHaveTextContent('Oldest: #1, #2, #3, #4, #5 and 1,396 more');
    const links = within(banner).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/orders/order-1000');
    expect(links[5]).toHaveTextContent('See all waiting orders');
    expect(links[5]).toHaveAttribute('href', '/home?show=waiting');
  });

  it('counts the waiting orders it does not list (the alert watches only the oldest few)', () => {
    render(
      <MemoryRouter>
        <UnprocessedOrderBanner alert={alert(ids(10), 37)} seeAllHref="/all" />
      </MemoryRouter>,
    );
    const banner = screen.getByTestId('unprocessed-order-alert');
    expect(banner).toHaveTextContent('37 orders are waiting to be accepted');
    expect(banner).toHaveTextContent('and 32 more');
    expect(within(banner).getAllByRole('link')).toHaveLength(1);
  });

  it('names a single waiting order without a "see all"', () => {
    render(
      <MemoryRouter>
        <UnprocessedOrderBanner alert={alert(ids(1))} orderHref={(id) => `/orders/${id}`} seeAllHref="/all" />
      </MemoryRouter>,
    );
    const banner = screen.getByTestId('unprocessed-order-alert');
    expect(banner).toHaveTextContent('1 order is waiting to be accepted');
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['#1']);
  });
});
