import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_TERMINAL_RESULT_LABELS,
  CLOUD_PRINT_STATUS_LABELS,
  COURIER_DELIVERY_STATUS_LABELS,
  COURIER_ORDER_STATE_LABELS,
  COURIER_ORDER_STATUS_LABELS,
  cardTerminalResultMachine,
  cloudPrintStatusMachine,
  courierDeliveryStatusMachine,
  courierOrderStateMachine,
  courierOrderStatusMachine,
  defineStateMachine,
  JOB_STATUS_LABELS,
  jobStatusMachine,
  KITCHEN_ITEM_STATUS_LABELS,
  KITCHEN_TICKET_STATUS_LABELS,
  kitchenItemStatusMachine,
  kitchenTicketStatusMachine,
  LOCAL_DELIVERY_STATUS_LABELS,
  localDeliveryStatusMachine,
  MARKETPLACE_ADMIN_ORDER_STATUS_LABELS,
  MARKETPLACE_ADMIN_ORDER_STATUSES,
  MARKETPLACE_ORDER_STATUS_LABELS,
  MARKETPLACE_ORDER_STATUSES,
  marketplaceAdminOrderStatusMachine,
  marketplaceOrderStatusMachine,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  orderPaymentStatusMachine,
  orderStatusMachine,
  PAYMENT_STATUS_CODE_LABELS,
  PRINTER_BIND_STATUS_LABELS,
  paymentStatusCodeMachine,
  printerBindStatusMachine,
  readMarketplaceAdminOrderStatus,
  SMS_CAMPAIGN_STATUS_LABELS,
  STORE_STATUS_LABELS,
  type StateMachine,
  smsCampaignStatusMachine,
  storeStatusMachine,
  TABLE_BOOKING_STATUS_LABELS,
  THIRD_PARTY_DELIVERY_STATUS_LABELS,
  TransitionError,
  tableBookingStatusMachine,
  thirdPartyDeliveryStatusMachine,
  toMarketplaceAdminOrderStatus,
  toMarketplaceOrderStatus,
} from '../../src/status';

const machines: [StateMachine<string>, Record<string, string>][] = [
  [orderStatusMachine, ORDER_STATUS_LABELS],
  [tableBookingStatusMachine, TABLE_BOOKING_STATUS_LABELS],
  [paymentStatusCodeMachine, PAYMENT_STATUS_CODE_LABELS],
  [orderPaymentStatusMachine, ORDER_PAYMENT_STATUS_LABELS],
  [marketplaceOrderStatusMachine, MARKETPLACE_ORDER_STATUS_LABELS],
  [marketplaceAdminOrderStatusMachine, MARKETPLACE_ADMIN_ORDER_STATUS_LABELS],
  [courierOrderStateMachine, COURIER_ORDER_STATE_LABELS],
  [courierOrderStatusMachine, COURIER_ORDER_STATUS_LABELS],
  [courierDeliveryStatusMachine, COURIER_DELIVERY_STATUS_LABELS],
  [thirdPartyDeliveryStatusMachine, THIRD_PARTY_DELIVERY_STATUS_LABELS],
  [localDeliveryStatusMachine, LOCAL_DELIVERY_STATUS_LABELS],
  [kitchenTicketStatusMachine, KITCHEN_TICKET_STATUS_LABELS],
  [kitchenItemStatusMachine, KITCHEN_ITEM_STATUS_LABELS],
  [cardTerminalResultMachine, CARD_TERMINAL_RESULT_LABELS],
  [smsCampaignStatusMachine, SMS_CAMPAIGN_STATUS_LABELS],
  [jobStatusMachine, JOB_STATUS_LABELS],
  [cloudPrintStatusMachine, CLOUD_PRINT_STATUS_LABELS],
  [printerBindStatusMachine, PRINTER_BIND_STATUS_LABELS],
  [storeStatusMachine, STORE_STATUS_LABELS],
];

describe('defineStateMachine', () => {
  const traffic = defineStateMachine({
    name: 'traffic light',
    states: ['green', 'amber', 'red', 'off'],
    initialStates: ['red'],
    transitions: { green: ['amber'], amber: ['red'], red: ['green', 'off'], off: [] },
  });

  it('allows exactly the moves in its table', () => {
    expect(traffic.canTransition('green', 'amber')).toBe(true);
    expect(traffic.canTransition('green', 'red')).toBe(false);
    expect(traffic.transition('red', 'green')).toBe('green');
    expect(traffic.nextStates('red')).toEqual(['green', 'off']);
  });

  it('throws a TransitionError naming the machine and both states', () => {
    expect(() => traffic.transition('amber', 'green')).toThrow(TransitionError);
    try {
      traffic.transition('amber', 'green');
    } catch (error) {
      expect(error).toMatchObject({
        machine: 'traffic light',
        from: 'amber',
        to: 'green',
        name: 'TransitionError',
      });
      expect((error as Error).message).toBe('traffic light: cannot move from "amber" to "green"');
    }
  });

  it('treats states without exits as terminal', () => {
    expect(traffic.terminalStates).toEqual(['off']);
    expect(traffic.isTerminal('off')).toBe(true);
    expect(traffic.isTerminal('red')).toBe(false);
  });

  it('refuses values that are not states, including data from outside', () => {
    expect(traffic.isState('blue')).toBe(false);
    expect(traffic.isState(3)).toBe(false);
    const untrusted = 'blue' as 'red';
    expect(traffic.canTransition(untrusted, 'green')).toBe(false);
    expect(traffic.canTransition('red', untrusted)).toBe(false);
    expect(traffic.nextStates(untrusted)).toEqual([]);
    expect(traffic.isTerminal(untrusted)).toBe(false);
  });

  it('refuses a table naming a state it does not declare', () => {
    expect(() =>
      defineStateMachine({
        name: 'broken',
        states: ['a'],
        initialStates: ['a'],
        transitions: { a: [], b: [] } as unknown as { a: [] },
      }),
    ).toThrow(/unknown state "b"/);
  });
});

describe.each(machines.map(([machine, labels]) => ({ name: machine.name, machine, labels })))(
  '$name',
  ({ machine, labels }) => {
    it('labels every state', () => {
      expect(Object.keys(labels).sort()).toEqual([...machine.states].sort());
    });

    it('starts in declared states and every state is reachable from a start', () => {
      const reached = new Set<string>(machine.initialStates);
      for (const state of machine.initialStates) expect(machine.isState(state)).toBe(true);
      let grew = true;
      while (grew) {
        grew = false;
        for (const state of [...reached]) {
          for (const next of machine.nextStates(state)) {
            if (!reached.has(next)) {
              reached.add(next);
              grew = true;
            }
          }
        }
      }
      expect([...reached].sort()).toEqual([...machine.states].sort());
    });

    it('succeeds only for transitions in its table (property)', () => {
      fc.assert(
        fc.property(fc.constantFrom(...machine.states), fc.constantFrom(...machine.states), (from, to) => {
          const listed = machine.nextStates(from).includes(to);
          expect(machine.canTransition(from, to)).toBe(listed);
          if (listed) expect(machine.transition(from, to)).toBe(to);
          else expect(() => machine.transition(from, to)).toThrow(TransitionError);
        }),
      );
    });

    it('never leaves a terminal state', () => {
      for (const state of machine.terminalStates) {
        for (const to of machine.states) expect(machine.canTransition(state, to)).toBe(false);
      }
    });
  },
);

describe('order status', () => {
  it('follows the designed table', () => {
    expect(orderStatusMachine.nextStates('processingPayment')).toEqual(['new', 'failure']);
    expect(orderStatusMachine.nextStates('new')).toEqual(['accepted', 'rejected', 'cancelled']);
    expect(orderStatusMachine.nextStates('accepted')).toEqual(['completed', 'cancelled']);
    expect([...orderStatusMachine.terminalStates].sort()).toEqual([
      'cancelled',
      'completed',
      'failure',
      'rejected',
    ]);
  });

  it('refuses accepting twice, so a racing device cannot double-accept', () => {
    expect(orderStatusMachine.canTransition('accepted', 'accepted')).toBe(false);
  });
});

describe('payment status', () => {
  it('captures authorised payments and allows repeated partial refunds', () => {
    expect(paymentStatusCodeMachine.canTransition('requiresCapture', 'success')).toBe(true);
    expect(paymentStatusCodeMachine.canTransition('refundSuccess', 'refundSuccess')).toBe(true);
    expect(paymentStatusCodeMachine.canTransition('failure', 'success')).toBe(false);
  });
});

describe('marketplace order status', () => {
  it('shows NEW as To Be Confirmed', () => {
    expect(MARKETPLACE_ADMIN_ORDER_STATUS_LABELS.NEW).toBe('To Be Confirmed');
  });

  it('maps every fulfilment status to an admin status and back to a status with the same reading', () => {
    for (const status of MARKETPLACE_ORDER_STATUSES) {
      const admin = toMarketplaceAdminOrderStatus(status);
      const back = toMarketplaceOrderStatus(admin);
      expect(back).not.toBeNull();
      expect(toMarketplaceAdminOrderStatus(back as (typeof MARKETPLACE_ORDER_STATUSES)[number])).toBe(admin);
    }
    expect(toMarketplaceAdminOrderStatus('IN_PREPARATION')).toBe('ACCEPTED');
    expect(toMarketplaceAdminOrderStatus('IN_TRANSIT')).toBe('HANDED_OFF');
    expect(toMarketplaceAdminOrderStatus('FULFILLED')).toBe('DELIVERED');
    expect(toMarketplaceOrderStatus('FAILED')).toBeNull();
    expect(toMarketplaceOrderStatus('UNKNOWN')).toBeNull();
  });

  it('keeps the admin reading moving forward when the fulfilment reading does', () => {
    for (const from of MARKETPLACE_ORDER_STATUSES) {
      for (const to of marketplaceOrderStatusMachine.nextStates(from)) {
        const [adminFrom, adminTo] = [toMarketplaceAdminOrderStatus(from), toMarketplaceAdminOrderStatus(to)];
        if (adminFrom !== adminTo)
          expect(marketplaceAdminOrderStatusMachine.canTransition(adminFrom, adminTo)).toBe(true);
      }
    }
  });

  it('reads payload statuses in either reading, unknown text as UNKNOWN', () => {
    expect(readMarketplaceAdminOrderStatus('ready_for_pickup')).toBe('ACCEPTED');
    expect(readMarketplaceAdminOrderStatus('HANDED_OFF')).toBe('HANDED_OFF');
    expect(readMarketplaceAdminOrderStatus('teleported')).toBe('UNKNOWN');
    for (const status of MARKETPLACE_ADMIN_ORDER_STATUSES)
      expect(readMarketplaceAdminOrderStatus(status)).toBe(status);
  });

  it('never lets a final order fall back to UNKNOWN', () => {
    for (const state of marketplaceAdminOrderStatusMachine.terminalStates) {
      expect(marketplaceAdminOrderStatusMachine.canTransition(state, 'UNKNOWN')).toBe(false);
    }
  });
});

describe('courier delivery progress', () => {
  it('shows SCHEDULED as Confirmed', () => {
    expect(COURIER_DELIVERY_STATUS_LABELS.SCHEDULED).toBe('Confirmed');
  });

  it('skips forward but refuses a late notification moving backwards', () => {
    expect(courierDeliveryStatusMachine.canTransition('SCHEDULED', 'EN_ROUTE_TO_DROPOFF')).toBe(true);
    expect(courierDeliveryStatusMachine.canTransition('ARRIVED_AT_DROPOFF', 'EN_ROUTE_TO_PICKUP')).toBe(
      false,
    );
    expect(courierDeliveryStatusMachine.canTransition('ARRIVED_AT_PICKUP', 'FAILED')).toBe(true);
  });

  it('returns rather than cancels a third-party delivery once the food is picked up', () => {
    expect(thirdPartyDeliveryStatusMachine.canTransition('pickup', 'canceled')).toBe(true);
    expect(thirdPartyDeliveryStatusMachine.canTransition('dropoff', 'canceled')).toBe(false);
    expect(thirdPartyDeliveryStatusMachine.canTransition('dropoff', 'returned')).toBe(true);
  });

  it('lets a local driver try a failed delivery again', () => {
    expect(localDeliveryStatusMachine.canTransition('FAILED', 'OUT_FOR_DELIVERY')).toBe(true);
    expect(localDeliveryStatusMachine.isTerminal('COMPLETED')).toBe(true);
  });
});

describe('kitchen and devices', () => {
  it('lets a cook recall a completed ticket and untick an item', () => {
    expect(kitchenTicketStatusMachine.canTransition('COMPLETED', 'RECALLED')).toBe(true);
    expect(kitchenTicketStatusMachine.terminalStates).toEqual(['REMOVED']);
    expect(kitchenItemStatusMachine.canTransition('DONE', 'PENDING')).toBe(true);
  });

  it('only reverses approved card transactions', () => {
    expect(cardTerminalResultMachine.canTransition('APPROVED', 'REVERSED')).toBe(true);
    expect(cardTerminalResultMachine.canTransition('DECLINED', 'REVERSED')).toBe(false);
    expect(cardTerminalResultMachine.canTransition('UNKNOWN', 'APPROVED')).toBe(true);
  });

  it('has no final printer connectivity state', () => {
    expect(printerBindStatusMachine.terminalStates).toEqual([]);
  });
});
