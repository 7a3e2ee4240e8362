/**
 * The kitchen display at 125 open tickets: a second passing must repaint the timers' text and render
 * nothing else (every ticket used to re-render every second), and a ticket's colour still follows its
 * age. A Profiler around the page records every React commit.
 */

import type { KdsDisplaySettings } from '@resto/domain';
import { act, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type KdsDevice, KdsDeviceContext } from '../../../web-kds/src/features/device/KdsDeviceContext';
import ActiveOrdersPage from '../../../web-kds/src/features/tickets/ActiveOrdersPage';
import { type Kitchen, KitchenContext } from '../../../web-kds/src/features/tickets/KitchenContext';
import { activeBoard } from '../../../web-kds/src/features/tickets/ticketBoard';
import { renderWithProviders } from '../support/renderWithProviders';
import { AT, ticket } from './kdsFixtures';

const TICKETS = Array.from({ length: 125 }, (_unused, index) =>
  ticket(`order-${String(index).padStart(4, '0')}`, {
    placedIsoDateTimeUtc: new Date(AT(0) + index * 1_000).toISOString(),
  }),
);

const DEVICE: KdsDevice = {
  claim: { restaurantId: 'r1', storeId: 'bondi', deviceId: 'kds-1' },
  store: null,
  timezone: 'Australia/Sydney',
  device: null,
  settings: {
    id: 'kds-1',
    kdsDeviceId: 'kds-1',
    prepTimeInMinutes: 20,
    lastUpdatedIsoDateTimeUtc: new Date(AT(0)).toISOString(),
    stationIds: [],
    autoRefreshMinutes: 0,
    soundOn: false,
  } satisfies KdsDisplaySettings,
  settingsLoaded: true,
  wakeLock: 'active',
};

function kitchen(): Kitchen {
  return {
    board: activeBoard(TICKETS, { stationFilter: [], nowMs: AT(3) }),
    loaded: true,
    error: undefined,
    connection: 'live',
    flashing: new Set(),
    actions: { run: vi.fn(async () => true), setItemDone: vi.fn(async () => true) },
  };
}

function renderGrid(commits: string[]) {
  return renderWithProviders(
    <KdsDeviceContext.Provider value={DEVICE}>
      <KitchenContext.Provider value={kitchen()}>
        <Profiler id="active-orders" onRender={(_id, phase) => commits.push(phase)}>
          <ActiveOrdersPage />
        </Profiler>
      </KitchenContext.Provider>
    </KdsDeviceContext.Provider>,
  );
}

const timerOf = (displayNumber: string) =>
  within(screen.getByRole('article', { name: `Order ${displayNumber}` })).getByRole('timer');

beforeEach(() => {
  // Half a second into the fourth minute of the first ticket, so ticks land on whole seconds.
  vi.useFakeTimers({ now: AT(3) + 500 });
});
afterEach(() => vi.useRealTimers());

describe('kitchen display clock', () => {
  it('repaints the 125 timers each second without rendering the grid or a ticket', () => {
    const commits: string[] = [];
    renderGrid(commits);
    expect(screen.getAllByRole('article')).toHaveLength(125);
    expect(timerOf('0000')).toHaveTextContent('3:00');
    expect(timerOf('0124')).toHaveTextContent('0:56');
    commits.length = 0;

    act(() => vi.advanceTimersByTime(1_000));
    expect(timerOf('0000')).toHaveTextContent('3:01');
    expect(timerOf('0124')).toHaveTextContent('0:57');
    act(() => vi.advanceTimersByTime(9_000));
    expect(timerOf('0000')).toHaveTextContent('3:10');
    expect(timerOf('0000')).toHaveAccessibleName('3 minutes since placed, on time');
    expect(commits).toEqual([]);
  }, 60_000);

  it('colours tickets amber at 75 % of the prep time in one commit, the others untouched', () => {
    const commits: string[] = [];
    renderGrid(commits);
    const age = (displayNumber: string) =>
      screen.getByRole('article', { name: `Order ${displayNumber}` }).querySelector('header')?.dataset.age;
    expect(age('0000')).toBe('onTime');
    commits.length = 0;

    // Ticket n was placed n seconds after the first: at 15:04 of a 20-minute prep time, 0 to 4 are amber.
    vi.setSystemTime(AT(15) + 3_500);
    act(() => vi.advanceTimersByTime(1_000));
    expect(['0000', '0004', '0005', '0124'].map(age)).toEqual(['dueSoon', 'dueSoon', 'onTime', 'onTime']);
    expect(timerOf('0000')).toHaveTextContent('15:04');
    expect(timerOf('0000')).toHaveAccessibleName('15 minutes since placed, due soon');
    expect(commits).toHaveLength(1);
  }, 60_000);
});
