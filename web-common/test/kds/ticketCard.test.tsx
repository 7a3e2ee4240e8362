import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TicketCard } from '../../../web-kds/src/features/tickets/TicketCard';
import {
  activeBoard,
  NO_PENDING_CHANGES,
  type PendingChanges,
} from '../../../web-kds/src/features/tickets/ticketBoard';
import { useTicketActions } from '../../../web-kds/src/features/tickets/useTicketActions';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';
import { AT, line, ticket } from './kdsFixtures';

const CLAIM = { restaurantId: 'r1', storeId: 'bondi', deviceId: 'kds-1' };
const TICKET = ticket('order-a1b2', {
  customerName: 'Sam',
  orderComments: 'Ring the bell',
  items: [
    line('l1', {
      name: 'Garlic bread',
      quantity: 2,
      modifiers: ['Add mozzarella'],
      comments: 'extra crispy',
      allergens: { contains: ['GLUTEN', 'MILK'], mayContain: ['EGGS'] },
    }),
    line('l2', {
      name: 'Half & half',
      sizeName: 'Large',
      halves: [
        { name: 'Pepperoni', toppingsAdded: ['Olives'], toppingsRemoved: [] },
        { name: 'Hawaiian', toppingsAdded: [], toppingsRemoved: ['Pineapple'] },
      ],
    }),
  ],
});

/** The grid's wiring for one ticket: pending taps over the stored ticket, commands through the API. */
function Harness({ onFailure, onBumped }: { onFailure: (message: string) => void; onBumped?: () => void }) {
  const [pending, setPending] = useState<PendingChanges>(NO_PENDING_CHANGES);
  const handlers = useMemo(() => ({ onFailure, onBumped }), [onFailure, onBumped]);
  const actions = useTicketActions(CLAIM, setPending, handlers);
  const [entry] = activeBoard([TICKET], { stationFilter: [], nowMs: AT(3), pending });
  if (!entry) return <p>Bumped</p>;
  return <TicketCard entry={entry} prepTimeInMinutes={20} flashing={false} actions={actions} />;
}

// The kitchen clock reads the time; only Date is faked, so user events and fetches run as usual.
beforeEach(() => vi.useFakeTimers({ now: AT(3), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ticket card', () => {
  it('labels a linked virtual store’s order with its brand, and no other order', () => {
    const noActions = { run: async () => true, setItemDone: async () => true };
    const onBoard = (stored: ReturnType<typeof ticket>) => {
      const [entry] = activeBoard([stored], { stationFilter: [], nowMs: AT(3), pending: NO_PENDING_CHANGES });
      if (!entry) throw new Error('the ticket is on the board');
      return <TicketCard entry={entry} prepTimeInMinutes={20} flashing={false} actions={noActions} />;
    };
    renderWithProviders(
      <>
        {onBoard(ticket('order-c9d8', { brandName: 'Crust Club', orderStoreId: 'crust-club' }))}
        {onBoard(ticket('order-e7f6'))}
      </>,
    );
    const branded = screen.getByRole('article', { name: 'Order C9D8' });
    expect(within(branded).getByTestId('ticket-brand')).toHaveTextContent('Crust Club');
    const plain = screen.getByRole('article', { name: 'Order E7F6' });
    expect(within(plain).queryByTestId('ticket-brand')).toBeNull();
  });

  it('shows what the cook needs: number, type, timer, lines with options, halves, comments and allergens', () => {
    stubApi(() => ({ status: 200, body: {} }));
    renderWithProviders(<Harness onFailure={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Order A1B2' });
    expect(within(card).getByRole('heading', { name: '#A1B2' })).toBeInTheDocument();
    expect(within(card).getByText('Pickup')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent('3:00');
    expect(within(card).getByText('Add mozzarella')).toBeInTheDocument();
    expect(within(card).getByText('“extra crispy”')).toBeInTheDocument();
    expect(
      within(card).getByRole('group', { name: 'Contains Gluten, Milk. May contain Eggs' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Large Half & half')).toBeInTheDocument();
    expect(within(card).getByText('½ Pepperoni')).toBeInTheDocument();
    expect(within(card).getByText('− No Pineapple')).toBeInTheDocument();
    expect(within(card).getByText('Ring the bell')).toBeInTheDocument();
  });

  it('ticks an item at once and keeps it ticked when the server agrees', async () => {
    const calls = stubApi(() => ({ status: 200, body: { ticket: TICKET } }));
    renderWithProviders(<Harness onFailure={vi.fn()} />);
    const item = screen.getByRole('button', { name: /Garlic bread/ });
    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/kds/restaurants/r1/stores/bondi/tickets/order-a1b2/items/l1/done',
    });
    expect(item).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the tick back and says why when the server refuses it', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onFailure = vi.fn();
    renderWithProviders(<Harness onFailure={onFailure} />);
    const item = screen.getByRole('button', { name: /Garlic bread/ });
    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-pressed', 'true');
    answer(
      new Response(
        JSON.stringify({ title: 'Ticket already changed', message: 'This ticket has already been bumped.' }),
        {
          status: 409,
        },
      ),
    );
    await waitFor(() => expect(item).toHaveAttribute('aria-pressed', 'false'));
    expect(onFailure).toHaveBeenCalledWith(expect.stringContaining('This ticket has already been bumped.'));
  });

  it('bumps: the ticket leaves the grid at once and the undo is offered', async () => {
    const calls = stubApi(() => ({ status: 200, body: { ticket: { ...TICKET, status: 'COMPLETED' } } }));
    const onBumped = vi.fn();
    renderWithProviders(<Harness onFailure={vi.fn()} onBumped={onBumped} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bump order A1B2' }));
    expect(screen.getByText('Bumped')).toBeInTheDocument();
    await waitFor(() => expect(onBumped).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/kds/restaurants/r1/stores/bondi/tickets/order-a1b2/bump');
  });

  it('brings a bumped ticket back when the bump fails', async () => {
    stubApi(() => ({ status: 503, body: { title: 'Unavailable', message: 'Try again.' } }));
    const onFailure = vi.fn();
    renderWithProviders(<Harness onFailure={onFailure} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bump order A1B2' }));
    await screen.findByRole('article', { name: 'Order A1B2' });
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(expect.stringMatching(/^#A1B2: /)));
  });
});

describe('called-off ticket', () => {
  it('is marked to stop cooking, with the reason, and offers only Dismiss', async () => {
    stubApi(() => ({ status: 200, body: {} }));
    const [entry] = activeBoard(
      [
        ticket('order-z9y8', {
          status: 'CANCELLED',
          cancellationReason: 'Customer asked to cancel',
          cancelledIsoDateTimeUtc: new Date(AT(1)).toISOString(),
        }),
      ],
      { stationFilter: [], nowMs: AT(2) },
    );
    if (!entry) throw new Error('The cancelled ticket must stay on the grid');
    const actions = { run: vi.fn(async () => true), setItemDone: vi.fn(async () => true) };
    renderWithProviders(
      <TicketCard entry={entry} prepTimeInMinutes={20} flashing={false} actions={actions} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('CANCELLED — STOP COOKING');
    expect(screen.getByRole('alert')).toHaveTextContent('Customer asked to cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(actions.run).toHaveBeenCalledWith(expect.objectContaining({ id: 'order-z9y8' }), 'dismiss');
    expect(screen.queryByRole('button', { name: /Bump/ })).not.toBeInTheDocument();
  });
});
