import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatMoney,
  type ItemSelection,
  type ItemSpec,
  loyaltyCreditsRedeemable,
  newPosOrderId,
  POS_PROMOTION_PATHS,
  type PosExtraPaymentRequest,
  type PosKeptDiscounts,
  type PosOrderDocument,
  type PosOrderRequestInput,
  type PublishedMenu,
  posDeliveryZones,
  posKeptDiscounts,
  posRefundableInCents,
  previewPosOrderEdit,
  quotePosOrder,
  receiptOffered,
  refundPaymentTypeFor,
  storedLineAdjustments,
  ZPosOrderEditRequest,
  ZPosOrderRequest,
  ZStashedOrderRequest,
} from '@resto/domain';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardReceiptDialog } from '../../cardTerminal/CardReceiptDialog';
import { CardTerminalPaymentDialog } from '../../cardTerminal/CardTerminalPaymentDialog';
import {
  clearPendingCardSale,
  type PendingCardSale,
  readPendingCardSale,
  savePendingCardSale,
} from '../../cardTerminal/pendingCardSale';
import { usePinPad } from '../../cardTerminal/usePinPad';
import { CashDrawerMenuItem } from '../../cashDrawer/CashDrawerMenuItem';
import { currentDrawerSessionId } from '../../cashDrawer/knownDrawer';
import { tableCart } from '../../tables/tableCart';
import { EditSaveDialog } from '../changes/EditSaveDialog';
import { OrdersDialog, posOrderLabel } from '../changes/OrdersDialog';
import { ReasonDialog, type ReasonDialogProps } from '../changes/ReasonDialog';
import {
  editCommand,
  parkCommand,
  refundCommand,
  salesExceptionCommand,
  stashActionCommand,
  stashLogCommand,
} from '../changes/tillCommands';
import { useTodaysPosOrders } from '../changes/useTodaysPosOrders';
import { AuthorisedPinDialog } from '../lock/AuthorisedPinDialog';
import { useEmployeeSession } from '../lock/employeeSession';
import { posMenuModel } from '../menu/posMenuModel';
import { enqueueCommand, enqueueOrder, enqueuePayment } from '../outbox/posOutboxDb';
import { SyncStatus } from '../outbox/SyncStatus';
import type { OutboxStatus } from '../outbox/useOutboxStatus';
import { useSyncedDisplayNumber } from '../outbox/useSyncedDisplayNumber';
import { OpenOrdersDialog } from '../pay/OpenOrdersDialog';
import { PayDialog } from '../pay/PayDialog';
import { type UnpaidOrder, useUnpaidOrders } from '../pay/useUnpaidOrders';
import { useTillReceipts } from '../printing/useTillReceipts';
import { TillNotices } from '../settings/TillNotices';
import { useTillSettings } from '../settings/tillSettingsContext';
import { ParkDialog } from '../stash/ParkDialog';
import { ParkedOrdersDialog } from '../stash/ParkedOrdersDialog';
import { type ParkedOrder, useParkedOrders } from '../stash/useParkedOrders';
import { CartPanel } from './CartPanel';
import { ItemDialog, type LineAdjustments } from './ItemDialog';
import { MenuPanel } from './MenuPanel';
import { PromotionsBar } from './PromotionsBar';
import {
  EMPTY_CART,
  EMPTY_DETAILS,
  newLineId,
  type PosCart,
  type PosCartLine,
  posCartReducer,
  sameAdjustments,
} from './posCart';

export interface PosRegisterProps {
  restaurantId: string;
  storeId: string;
  /** This till's device id (its card terminal, when paired, has the same id). */
  deviceId: string;
  storeName: string;
  terminalName: string;
  menu: PublishedMenu;
  menuIsOfflineCopy: boolean;
  outbox: OutboxStatus;
  /** Asks the background sender to send now (after an order is kept on the device). */
  syncNow(): void;
  onSignOut(): void;
}

interface Editing {
  spec: ItemSpec;
  lineId?: string;
  initial?: ItemSelection;
  initialAdjustments?: LineAdjustments;
}

/** A line waiting for an authorised employee's PIN before it goes on the order. */
interface Approval {
  line: PosCartLine;
  replace: boolean;
  action: string;
}

/** What the cart holds: a new sale, a stored order being edited, or a recalled parked order. */
type CartSession =
  | { kind: 'new' }
  | {
      kind: 'edit';
      order: PosOrderDocument;
      /** Reopening a paid order is a protected action: the authorised employee who approved it. */
      reopenedBy?: { id: string; name: string };
    }
  | { kind: 'stash'; stashId: string; posOrderId: string; revision: number; label: string };

/** A protected action waiting for an authorised employee's PIN. */
interface PinRequest {
  action: string;
  run(approver: { id: string; name: string }): void;
}

/** A save of an edited order waiting for the cashier to settle the difference. */
interface PendingEdit {
  order: PosOrderDocument;
  approver?: { id: string; name: string };
}

interface LastSale {
  ticket: string;
  /** The sale's order id on this till: its store number appears once the server has it. */
  posOrderId?: string;
  /** A pay-later order paid now (not a new sale). */
  settled?: boolean;
  /** Words for a change that is not a sale (an edit saved, a refund, an order parked). */
  notice?: string;
  /** Taken while the browser said it was offline: the kitchen gets it when the till reconnects. */
  offline: boolean;
  total: number;
  change: number;
  paid: boolean;
}

/**
 * The till: menu on the left (top in portrait), the order on the right (bottom in portrait). Taking
 * payment keeps the order in the device's outbox and clears the till at once; the server hears about
 * it in the background, so nothing on this screen waits for the network.
 */
export function PosRegister(props: PosRegisterProps) {
  const { restaurantId, storeId, menu } = props;
  const { employee, lock, idleLockMinutes } = useEmployeeSession();
  const portrait = useMediaQuery('(orientation: portrait)');
  const model = useMemo(() => posMenuModel(menu), [menu]);
  const currency = useMemo(
    () => quotePosOrder(menu, { collectionType: 'pickup', lines: [] }, new Date()).currency,
    [menu],
  );
  const money = useCallback((cents: number) => formatMoney(cents, currency.code), [currency.code]);
  // Opened from the table map (`?table=`): the order starts as dine-in at that table.
  const [cart, dispatch] = useReducer(posCartReducer, EMPTY_CART, tableCart);
  const { details } = cart;
  const zoneKey = details.deliveryAddress.zoneKey;
  const promotions = cart.promotions;
  // An order being edited keeps the coupon and credits it was sold with (posKeptDiscounts).
  const [session, setSession] = useState<CartSession>({ kind: 'new' });
  const keptDiscounts = useMemo(
    () => (session.kind === 'edit' ? posKeptDiscounts(session.order) : undefined),
    [session],
  );
  const quoteWith = useCallback(
    (applied: PosCart['promotions']) =>
      quoteSale(menu, {
        collectionType: details.collectionType,
        lines: cart.lines,
        zoneKey,
        promotions: applied,
        keptDiscounts,
      }),
    [menu, details.collectionType, cart.lines, zoneKey, keptDiscounts],
  );
  const quote = useMemo(() => quoteWith(promotions), [quoteWith, promotions]);
  // A coupon or credits that would not apply to this cart are refused before they go on the order.
  const checkPromotions = useCallback(
    (applied: NonNullable<PosCart['promotions']>) =>
      quoteWith(applied).problems.find((problem) => POS_PROMOTION_PATHS.has(problem.path))?.message,
    [quoteWith],
  );
  const deliveryZones = useMemo(() => posDeliveryZones(menu), [menu]);
  const [editing, setEditing] = useState<Editing>();
  const [approval, setApproval] = useState<Approval>();
  const [paying, setPaying] = useState(false);
  // The card terminal paired with this till, and a sale waiting for it (kept across a reload).
  const { pinPad } = usePinPad(restaurantId, storeId, props.deviceId);
  const [cardSale, setCardSale] = useState<PendingCardSale | undefined>(() =>
    readPendingCardSale(restaurantId, storeId),
  );
  const [cardReceiptsOf, setCardReceiptsOf] = useState<PosOrderDocument>();
  // The last sale stays in state while its notice slides away, so the words do not blank out.
  const [lastSale, setLastSale] = useState<LastSale>();
  const saleNumber = useSyncedDisplayNumber(lastSale?.posOrderId);
  const [lastSaleOpen, setLastSaleOpen] = useState(false);
  // Receipts on the counter's LAN/USB/Bluetooth printers: on their own once the paid sale has synced
  // (printers set to print on POS payment), or when staff tap Receipt.
  const receiptSettings = useTillSettings().settings.receipt;
  const receipts = useTillReceipts(restaurantId, storeId, receiptSettings);
  const printReceipt = useCallback(
    (posOrderId: string, automatic: boolean) => {
      receipts.print(posOrderId, { automatic }).then(
        (printed) => {
          if (!automatic && printed.length > 0)
            setLastSale((sale) => sale && { ...sale, notice: `Receipt printed on ${printed.join(', ')}` });
        },
        (error: unknown) => setSaveError(error instanceof Error ? error.message : String(error)),
      );
    },
    [receipts],
  );
  useEffect(() => {
    if (saleNumber && lastSale?.posOrderId && lastSale.paid && !lastSale.notice)
      printReceipt(lastSale.posOrderId, true);
  }, [saleNumber, lastSale?.posOrderId, lastSale?.paid, lastSale?.notice, printReceipt]);
  const [saveError, setSaveError] = useState<string>();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [signOutRefused, setSignOutRefused] = useState(false);
  const unpaid = useUnpaidOrders(restaurantId, storeId, menu.store.timezone);
  const [openOrders, setOpenOrders] = useState(false);
  const [settling, setSettling] = useState<UnpaidOrder>();
  const today = useTodaysPosOrders(restaurantId, storeId, menu.store.timezone);
  const parked = useParkedOrders(restaurantId, storeId);
  const [ordersOpen, setOrdersOpen] = useState(false);
  const [parkedOpen, setParkedOpen] = useState(false);
  const [parking, setParking] = useState(false);
  const [pinRequest, setPinRequest] = useState<PinRequest>();
  const [reasonRequest, setReasonRequest] = useState<Omit<ReasonDialogProps, 'money' | 'onClose'>>();
  const [pendingEdit, setPendingEdit] = useState<PendingEdit>();
  const scope = { restaurantId, storeId };

  const blockers = [
    ...(quote.problems.some((problem) => problem.path.startsWith('lines.'))
      ? ['Remove the lines that cannot be sold.']
      : []),
    // A coupon that stopped applying (lines taken off below its minimum...): said in the domain's words.
    ...quote.problems
      .filter((problem) => POS_PROMOTION_PATHS.has(problem.path))
      .map((problem) => `${problem.message}.`.replace(/\.\.$/, '.')),
    ...(details.collectionType === 'delivery' && deliveryZones.length > 0 && !zoneKey
      ? ['Choose the suburb or delivery area.']
      : []),
    ...quote.problems
      .filter((problem) => problem.path === 'deliveryAddress.zoneKey')
      .map((problem) => `${problem.message}.`),
    ...(details.collectionType === 'dineIn' && !details.tableNumber.trim()
      ? ['Enter the table number.']
      : []),
    ...(details.collectionType === 'delivery' && !details.deliveryAddress.formattedAddress.trim()
      ? ['Enter the delivery address.']
      : []),
  ];

  const onItem = useCallback((item: ItemSpec) => {
    // A plain item goes straight on the order: one tap per item at the counter.
    if (item.type === 'basic' && item.modifiers.length === 0) {
      dispatch({
        type: 'add',
        line: {
          id: newLineId(),
          selection: { type: 'basic', specId: item.id, quantity: 1, comments: '', modifiersValue: {} },
        },
      });
      return;
    }
    setEditing({ spec: item });
  }, []);

  const onCustomItem = useCallback(() => {
    if (model.customItem) setEditing({ spec: model.customItem });
  }, [model.customItem]);

  const onEditLine = (lineId: string) => {
    const line = cart.lines.find((entry) => entry.id === lineId);
    const spec = line && model.catalogue.itemsById.get(line.selection.specId);
    if (line && spec)
      setEditing({
        spec,
        lineId,
        initial: line.selection,
        ...(line.adjustments ? { initialAdjustments: line.adjustments } : {}),
      });
  };

  async function takePayment(payment: PosOrderRequestInput['payment'], tipAmountInCents = 0) {
    if (!employee) return;
    const request: PosOrderRequestInput = {
      employeeId: employee.id,
      placedIsoDateTimeUtc: new Date().toISOString(),
      collectionType: details.collectionType,
      ...(details.collectionType === 'dineIn'
        ? { tableNumber: details.tableNumber.trim(), guestCount: details.guestCount }
        : {}),
      ...(details.collectionType === 'delivery' ? { deliveryAddress: details.deliveryAddress } : {}),
      ...(details.customerName.trim() ? { customerName: details.customerName.trim() } : {}),
      ...(details.customerPhoneNumber.trim()
        ? { customerPhoneNumber: details.customerPhoneNumber.trim() }
        : {}),
      comments: details.comments.trim(),
      lines: cart.lines.map((line) => ({
        id: line.id,
        selection: line.selection,
        ...(line.adjustments && line.approvedBy
          ? { adjustments: line.adjustments, approvedByEmployeeId: line.approvedBy.id }
          : {}),
      })),
      payment,
      expectedTotalInCents: quote.totals.grandTotal,
      ...(tipAmountInCents > 0 ? { tipAmountInCents } : {}),
      ...(session.kind === 'stash' ? { stashId: session.stashId } : {}),
      ...(promotions?.couponCode ? { couponCode: promotions.couponCode } : {}),
      // A known customer's card follows the sale (it earns), and pays when credits were applied.
      ...(details.customerKey ? { loyaltyCustomerKey: details.customerKey } : {}),
      ...(quote.totals.loyaltyDiscount > 0
        ? { loyaltyRedemption: { credits: quote.totals.loyaltyDiscount } }
        : {}),
    };
    const checked = ZPosOrderRequest.safeParse(request);
    if (!checked.success) {
      setSaveError(checked.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    // A recalled parked order becomes the order id it reserved (its kitchen ticket has that id).
    const posOrderId = session.kind === 'stash' ? session.posOrderId : newPosOrderId();
    // Card with a paired card terminal: the terminal charges first; the sale is kept once approved.
    if (payment.paymentType === 'card' && pinPad) {
      const sale: PendingCardSale = {
        posOrderId,
        request,
        amountInCents: quote.totals.grandTotal + tipAmountInCents,
        totalInCents: quote.totals.grandTotal,
        attemptId: newPosOrderId(),
      };
      savePendingCardSale(restaurantId, storeId, sale);
      setCardSale(sale);
      setPaying(false);
      return;
    }
    await keepSale(posOrderId, request, quote.totals.grandTotal);
  }

  /** Keeps a paid (or pay-later) sale in the outbox, shows it as the last sale and clears the till. */
  async function keepSale(posOrderId: string, request: PosOrderRequestInput, totalInCents: number) {
    const payment = request.payment;
    try {
      await enqueueOrder({ posOrderId, restaurantId, storeId, request });
    } catch (error) {
      setSaveError(
        `The order could not be kept on this device: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
    props.syncNow();
    setPaying(false);
    setLastSale({
      ticket: posOrderId.slice(-4).toUpperCase(),
      posOrderId,
      offline: !navigator.onLine,
      total: totalInCents,
      change:
        payment.paymentType === 'cash' ? Math.max(0, (payment.cashTenderedInCents ?? 0) - totalInCents) : 0,
      paid: payment.paymentType !== 'payLater',
    });
    setLastSaleOpen(true);
    dispatch({ type: 'clear' });
    setSession({ kind: 'new' });
    return true;
  }

  /** The card terminal approved the pending sale: it is kept like any other (once). */
  const cardApproved = async (sale: PendingCardSale) => {
    const refund = sale.refund;
    const kept = refund
      ? await keep(
          refundCommand(scope, sale.posOrderId, refund.request, refund.label, refund.refundId),
          `Refund of ${money(sale.amountInCents)} on order ${refund.label} given back on the card terminal`,
        )
      : sale.settle
        ? await settle(sale.settle, { paymentType: 'card' })
        : sale.request
          ? await keepSale(sale.posOrderId, sale.request, sale.totalInCents)
          : true;
    if (kept) {
      clearPendingCardSale(restaurantId, storeId);
      setCardSale(undefined);
    }
  };

  /** The lines and details of the cart as every order request carries them. */
  function cartContent() {
    return {
      collectionType: details.collectionType,
      ...(details.collectionType === 'dineIn'
        ? { tableNumber: details.tableNumber.trim(), guestCount: details.guestCount }
        : {}),
      ...(details.collectionType === 'delivery' ? { deliveryAddress: details.deliveryAddress } : {}),
      ...(details.customerName.trim() ? { customerName: details.customerName.trim() } : {}),
      ...(details.customerPhoneNumber.trim()
        ? { customerPhoneNumber: details.customerPhoneNumber.trim() }
        : {}),
      comments: details.comments.trim(),
      // A price change carried over from the stored order goes back as it was, without an approver:
      // the server checks approvals only for the changes this edit makes.
      lines: cart.lines.map((line) => ({
        id: line.id,
        selection: line.selection,
        ...(line.adjustments && (line.approvedBy || line.approvedEarlier)
          ? { adjustments: line.adjustments }
          : {}),
        ...(line.adjustments && line.approvedBy ? { approvedByEmployeeId: line.approvedBy.id } : {}),
      })),
      expectedTotalInCents: quote.totals.grandTotal,
    };
  }

  /** Keeps a change in the outbox, tells the cashier, and asks the sender to send it. */
  async function keep(command: Parameters<typeof enqueueCommand>[0], notice?: string): Promise<boolean> {
    try {
      await enqueueCommand(command);
    } catch (error) {
      setSaveError(
        `The change could not be kept on this device: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
    props.syncNow();
    if (notice) {
      setLastSale({ ticket: '', offline: !navigator.onLine, total: 0, change: 0, paid: true, notice });
      setLastSaleOpen(true);
    }
    return true;
  }

  /** Editing a paid order reopens it: a protected action, so an authorised employee's PIN first. */
  function requestEdit(order: PosOrderDocument) {
    if (!order.isPaid) {
      startEdit(order);
      return;
    }
    setOrdersOpen(false);
    setPinRequest({
      action: `Reopen paid order ${posOrderLabel(order)} (${money(order.totals.grandTotal)})`,
      run: (approver) => startEdit(order, approver),
    });
  }

  /** Loads a stored order into the cart to edit it (a new version when saved). */
  function startEdit(order: PosOrderDocument, reopenedBy?: { id: string; name: string }) {
    const loaded: PosCart = {
      // Each line keeps the price it was sold at: a discount given earlier stays on the order.
      lines: order.cart.items.map((item) => {
        const adjustments = storedLineAdjustments(item);
        return {
          id: item.id,
          selection: item.selection,
          ...(adjustments ? { adjustments, approvedEarlier: true } : {}),
        };
      }),
      details: {
        ...EMPTY_DETAILS,
        collectionType: order.cart.collection.type,
        tableNumber: order.tableNumber ?? '',
        guestCount: order.guestCount ?? 2,
        deliveryAddress: order.cart.deliveryAddress
          ? {
              formattedAddress: order.cart.deliveryAddress.formattedAddress,
              dropoffNotes: order.cart.deliveryAddress.dropoffNotes ?? '',
              ...(order.deliveryZone ? { zoneKey: order.deliveryZone.key } : {}),
            }
          : EMPTY_DETAILS.deliveryAddress,
        customerName: order.customerName ?? '',
        customerPhoneNumber: order.customerPhoneNumber ?? '',
        comments: order.cart.comments ?? '',
      },
    };
    dispatch({ type: 'load', cart: loaded });
    setSession({ kind: 'edit', order, ...(reopenedBy ? { reopenedBy } : {}) });
    setOrdersOpen(false);
  }

  /** Save of an edit: lines taken off need an authorised PIN first, then the difference is settled. */
  function saveEdit(order: PosOrderDocument, reopenedBy?: { id: string; name: string }) {
    const preview = previewPosOrderEdit(order, quote);
    if (preview.voided.length === 0) {
      // The version records who approved reopening the paid order.
      setPendingEdit({ order, ...(reopenedBy ? { approver: reopenedBy } : {}) });
      return;
    }
    const words = preview.voided.map((line) => `${line.name} ${money(line.amountInCents)}`).join(', ');
    setPinRequest({
      action: `Take off order ${posOrderLabel(order)}: ${words}`,
      run: (approver) => setPendingEdit({ order, approver }),
    });
  }

  async function commitEdit(
    edit: PendingEdit,
    choice: { extraPayment?: PosExtraPaymentRequest; refundInCents?: number },
  ) {
    if (!employee) return;
    const request = {
      employeeId: employee.id,
      editedIsoDateTimeUtc: new Date().toISOString(),
      baseVersion: edit.order.versions.length,
      ...cartContent(),
      ...(choice.extraPayment ? { extraPayment: choice.extraPayment } : {}),
      ...(edit.approver ? { approvedByEmployeeId: edit.approver.id } : {}),
    };
    const checked = ZPosOrderEditRequest.safeParse(request);
    if (!checked.success) {
      setSaveError(checked.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    const label = posOrderLabel(edit.order);
    const kept = await keep(
      editCommand(scope, edit.order.id, request, label),
      `Order ${label} saved as version ${edit.order.versions.length + 1} · ${money(quote.totals.grandTotal)}${
        choice.extraPayment
          ? ` · took ${money(quote.totals.grandTotal - posRefundableInCents(edit.order))}`
          : ''
      }`,
    );
    if (!kept) return;
    setPendingEdit(undefined);
    dispatch({ type: 'clear' });
    setSession({ kind: 'new' });
    if (choice.refundInCents) startRefund(edit.order, choice.refundInCents);
  }

  /**
   * A refund: how much and why, then an authorised employee's PIN, then the outbox. A card sale with a
   * card terminal on this till gives the money back on the terminal first; the refund is recorded
   * once the terminal approves it.
   */
  function startRefund(order: PosOrderDocument, fixedAmountInCents?: number) {
    const label = posOrderLabel(order);
    const onTerminal = pinPad !== undefined && refundPaymentTypeFor(order) === 'refundCard';
    setOrdersOpen(false);
    setReasonRequest({
      title: `Refund on order ${label}`,
      description: `Paid ${money(order.paidInCents ?? order.totals.grandTotal)}${
        order.refundAmountInCents > 0 ? `, already refunded ${money(order.refundAmountInCents)}` : ''
      }. ${
        onTerminal
          ? `The money goes back to the customer's card on ${pinPad.name}: they present their card when it asks.`
          : 'The money goes back the way it was paid.'
      }`,
      reasons: [
        'Wrong item',
        'Quality problem',
        'Long wait',
        'Customer changed their mind',
        'Items taken off',
      ],
      maxAmountInCents: fixedAmountInCents ?? posRefundableInCents(order),
      confirmLabel: (amount) =>
        `Refund ${amount === undefined || Number.isNaN(amount) ? '' : money(amount)}${onTerminal ? ' to the card' : ''}`,
      onConfirm: ({ reason, amountInCents }) => {
        setReasonRequest(undefined);
        if (!amountInCents) return;
        setPinRequest({
          action: `Refund ${money(amountInCents)} on order ${label}${onTerminal ? ' to the card' : ''}: ${reason}`,
          run: (approver) => {
            if (!employee) return;
            const request = {
              employeeId: employee.id,
              approvedByEmployeeId: approver.id,
              amountInCents,
              reason,
              refundedIsoDateTimeUtc: new Date().toISOString(),
            };
            if (onTerminal) {
              const sale: PendingCardSale = {
                posOrderId: order.id,
                amountInCents,
                totalInCents: amountInCents,
                attemptId: newPosOrderId(),
                refund: { refundId: newPosOrderId(), request, label },
              };
              savePendingCardSale(restaurantId, storeId, sale);
              setCardSale(sale);
              return;
            }
            void keep(
              refundCommand(scope, order.id, request, label),
              `Refund of ${money(amountInCents)} on order ${label} approved by ${approver.name}`,
            );
          },
        });
      },
    });
  }

  /** A no-sale on the drawer session this till has open (none open: the sales exception alone records it). */
  async function recordNoSaleOnDrawer(employeeId: string, approverId: string, reason: string) {
    const sessionId = await currentDrawerSessionId(restaurantId, storeId, props.deviceId);
    if (!sessionId) return;
    const movementId = newPosOrderId();
    await keep({
      commandId: movementId,
      kind: 'cashDrawer',
      method: 'PUT',
      path: `/api/cash-drawer/restaurants/${restaurantId}/stores/${storeId}/sessions/${sessionId}/movements/${movementId}`,
      body: {
        employeeId,
        kind: 'noSale',
        amountInCents: 0,
        reason: reason.slice(0, 120),
        approvedByEmployeeId: approverId,
        occurredIsoDateTimeUtc: new Date().toISOString(),
      },
      posOrderId: '',
      restaurantId,
      storeId,
      label: 'No sale on the drawer',
    });
  }

  /** Opening the drawer without a sale: why, and an authorised employee's PIN. */
  function noSale() {
    setMenuAnchor(null);
    setReasonRequest({
      title: 'Open the drawer (no sale)',
      description: 'Opening the cash drawer without a sale is recorded with who approved it.',
      reasons: ['Change for the float', 'Customer needed change', 'Count the drawer', 'Wrong change given'],
      confirmLabel: () => 'Open the drawer',
      onConfirm: ({ reason }) => {
        setReasonRequest(undefined);
        setPinRequest({
          action: `Open the drawer: ${reason}`,
          run: (approver) => {
            if (!employee) return;
            void keep(
              salesExceptionCommand(
                scope,
                {
                  kind: 'noSale',
                  employeeId: employee.id,
                  approvedByEmployeeId: approver.id,
                  amountInCents: 0,
                  reason,
                  isoDateTimeUtc: new Date().toISOString(),
                },
                'No sale (drawer opened)',
              ),
              `Drawer opened, approved by ${approver.name}`,
            );
            // The no-sale also goes on the till's open drawer session, so the drawer report shows it.
            void recordNoSaleOnDrawer(employee.id, approver.id, reason);
          },
        });
      },
    });
  }

  /** Clear: an edit or a recalled order just closes; a new sale with lines is a cancelled transaction. */
  function clearCart() {
    if (session.kind !== 'new' || cart.lines.length === 0) {
      dispatch({ type: 'clear' });
      setSession({ kind: 'new' });
      return;
    }
    const total = quote.totals.grandTotal;
    setReasonRequest({
      title: 'Cancel this order?',
      description: `The ${cart.lines.length} line(s) of ${money(total)} are thrown away. Cancelled orders are recorded for the manager.`,
      reasons: ['Customer walked away', 'Rang up by mistake', 'Customer changed their mind'],
      confirmLabel: () => 'Cancel the order',
      onConfirm: ({ reason }) => {
        setReasonRequest(undefined);
        if (!employee) return;
        void keep(
          salesExceptionCommand(
            scope,
            {
              kind: 'cancelTransaction',
              employeeId: employee.id,
              amountInCents: total,
              reason,
              isoDateTimeUtc: new Date().toISOString(),
            },
            `Cancelled order of ${money(total)}`,
          ),
        );
        dispatch({ type: 'clear' });
        setSession({ kind: 'new' });
      },
    });
  }

  /** Parks the cart (a new park, or a newer revision of a recalled one), optionally to the kitchen too. */
  async function park(label: string, sendToKitchen: boolean) {
    if (!employee) return;
    const stash =
      session.kind === 'stash'
        ? session
        : { stashId: newPosOrderId(), posOrderId: newPosOrderId(), revision: 0, label };
    const request = {
      employeeId: employee.id,
      posOrderId: stash.posOrderId,
      label,
      revision: stash.revision + 1,
      parkedIsoDateTimeUtc: new Date().toISOString(),
      ...cartContent(),
    };
    const checked = ZStashedOrderRequest.safeParse(request);
    if (!checked.success) {
      setSaveError(checked.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    const kept = await keep(
      parkCommand(scope, stash.stashId, request),
      `${label} parked${sendToKitchen ? ' and sent to the kitchen' : ''} · ${money(quote.totals.grandTotal)}`,
    );
    if (!kept) return;
    if (sendToKitchen)
      await keep(
        stashActionCommand(
          scope,
          stash.stashId,
          'send',
          { employeeId: employee.id, isoDateTimeUtc: new Date().toISOString() },
          label,
        ),
      );
    setParking(false);
    dispatch({ type: 'clear' });
    setSession({ kind: 'new' });
  }

  function recall(stash: ParkedOrder) {
    if (!employee) return;
    const { content } = stash;
    dispatch({
      type: 'load',
      cart: {
        lines: content.lines.map((line) => ({
          id: line.id,
          selection: line.selection,
          ...(line.adjustments && line.approvedByEmployeeId
            ? {
                adjustments: line.adjustments,
                approvedBy: { id: line.approvedByEmployeeId, name: 'approved' },
              }
            : {}),
        })),
        details: {
          ...EMPTY_DETAILS,
          collectionType: content.collectionType,
          tableNumber: content.tableNumber ?? '',
          guestCount: content.guestCount ?? 2,
          deliveryAddress: content.deliveryAddress ?? EMPTY_DETAILS.deliveryAddress,
          customerName: content.customerName ?? '',
          customerPhoneNumber: content.customerPhoneNumber ?? '',
          comments: content.comments ?? '',
        },
      },
    });
    setSession({
      kind: 'stash',
      stashId: stash.stashId,
      posOrderId: stash.posOrderId,
      revision: stash.revision,
      label: stash.label,
    });
    setParkedOpen(false);
    void keep(
      stashLogCommand(
        scope,
        stash.stashId,
        {
          entryId: newPosOrderId(),
          employeeId: employee.id,
          action: 'recalled',
          isoDateTimeUtc: new Date().toISOString(),
        },
        stash.label,
      ),
    );
  }

  /** A pay-later order paid now: kept in the outbox like a sale, sent after its order. */
  async function settle(
    order: Pick<UnpaidOrder, 'posOrderId' | 'ticket' | 'totalInCents'>,
    payment: PosOrderRequestInput['payment'],
  ): Promise<boolean> {
    if (!employee) return false;
    // Card with a paired card terminal: the terminal charges first; the payment is kept once approved.
    if (payment.paymentType === 'card' && pinPad && !cardSale) {
      const sale: PendingCardSale = {
        posOrderId: order.posOrderId,
        settle: { posOrderId: order.posOrderId, ticket: order.ticket, totalInCents: order.totalInCents },
        amountInCents: order.totalInCents,
        totalInCents: order.totalInCents,
        attemptId: newPosOrderId(),
      };
      savePendingCardSale(restaurantId, storeId, sale);
      setCardSale(sale);
      setSettling(undefined);
      return false;
    }
    try {
      await enqueuePayment({
        paymentId: newPosOrderId(),
        posOrderId: order.posOrderId,
        restaurantId,
        storeId,
        ticket: order.ticket,
        request: {
          employeeId: employee.id,
          paidIsoDateTimeUtc: new Date().toISOString(),
          payment,
          expectedTotalInCents: order.totalInCents,
        },
      });
    } catch (error) {
      setSaveError(
        `The payment could not be kept on this device: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
    props.syncNow();
    setSettling(undefined);
    setLastSale({
      ticket: order.ticket.slice(1),
      offline: !navigator.onLine,
      total: order.totalInCents,
      change:
        payment.paymentType === 'cash'
          ? Math.max(0, (payment.cashTenderedInCents ?? 0) - order.totalInCents)
          : 0,
      paid: true,
      settled: true,
    });
    setLastSaleOpen(true);
    return true;
  }

  const trySignOut = () => {
    setMenuAnchor(null);
    const { loaded, unsyncedCount, needsAttention } = props.outbox;
    if (!loaded || unsyncedCount > 0 || needsAttention.length > 0) setSignOutRefused(true);
    else props.onSignOut();
  };

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1}>
        {/* In portrait the store's name gets a row of its own and the buttons the row below. */}
        <Toolbar
          sx={{
            gap: 1.5,
            minHeight: 64,
            flexWrap: portrait ? 'wrap' : 'nowrap',
            py: portrait ? 1 : 0,
            '& .MuiButton-root, & .MuiChip-label': { whiteSpace: 'nowrap' },
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0, flexBasis: portrait ? '100%' : 'auto' }}>
            <Typography variant="h6" component="h1" noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {props.storeName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {props.terminalName}
              {props.menuIsOfflineCopy ? ' · menu from this device' : ''}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => setOrdersOpen(true)}
            sx={{ minHeight: 44, fontWeight: 600 }}
          >
            Orders
          </Button>
          <Button
            variant={parked.length > 0 ? 'contained' : 'outlined'}
            color={parked.length > 0 ? 'info' : 'inherit'}
            onClick={() => setParkedOpen(true)}
            sx={{ minHeight: 44, fontWeight: 600 }}
          >
            Parked ({parked.length})
          </Button>
          <Button
            variant={unpaid.length > 0 ? 'contained' : 'outlined'}
            color={unpaid.length > 0 ? 'warning' : 'inherit'}
            onClick={() => setOpenOrders(true)}
            sx={{ minHeight: 44, fontWeight: 600 }}
          >
            Unpaid ({unpaid.length})
          </Button>
          <Button component={RouterLink} to="/pos/tables" sx={{ minHeight: 44, fontWeight: 600 }}>
            Tables
          </Button>
          <SyncStatus status={props.outbox} onSyncNow={props.syncNow} />
          <Button
            variant="outlined"
            startIcon={<AccountCircleRounded />}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ minHeight: 44, textTransform: 'none', fontWeight: 600 }}
            aria-label={`Signed in: ${employee?.name ?? ''}. Switch employee or lock`}
          >
            {employee?.name}
          </Button>
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                lock();
              }}
              sx={{ minHeight: 56 }}
            >
              Switch employee / lock
            </MenuItem>
            <Divider />
            <MenuItem disabled sx={{ opacity: '1 !important' }}>
              <ListItemText
                primary="Locks when idle"
                secondary={
                  idleLockMinutes === 0
                    ? 'Never (set in Admin)'
                    : `After ${idleLockMinutes} min (set in Admin)`
                }
              />
            </MenuItem>
            <MenuItem onClick={noSale} sx={{ minHeight: 56 }}>
              Open the drawer (no sale)
            </MenuItem>
            <CashDrawerMenuItem onClose={() => setMenuAnchor(null)} />
            <Divider />
            <MenuItem onClick={trySignOut} sx={{ minHeight: 56 }}>
              Sign out this till
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <TillNotices unsyncedCount={props.outbox.unsyncedCount} />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: portrait ? 'column' : 'row' }}>
        <Box sx={{ flex: portrait ? '1 1 50%' : 1, minHeight: 0, minWidth: 0, display: 'flex' }}>
          {model.categories.length === 0 ? (
            <Alert severity="info" sx={{ m: 2, alignSelf: 'flex-start' }}>
              Nothing on this store's menu is sold at the counter yet. In Admin, mark categories and items for
              the POS.
            </Alert>
          ) : (
            <MenuPanel
              model={model}
              portrait={portrait}
              money={money}
              onItem={onItem}
              onCustomItem={onCustomItem}
            />
          )}
        </Box>
        <Box
          sx={{
            width: portrait ? 'auto' : 440,
            flex: portrait ? '1 1 50%' : 'none',
            minHeight: 0,
            borderLeft: portrait ? 0 : 1,
            borderTop: portrait ? 1 : 0,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <CartPanel
            restaurantId={restaurantId}
            storeId={storeId}
            cart={cart}
            dispatch={dispatch}
            quote={quote}
            money={money}
            blockers={blockers}
            onEditLine={onEditLine}
            deliveryZones={deliveryZones}
            onPay={() =>
              session.kind === 'edit' ? saveEdit(session.order, session.reopenedBy) : setPaying(true)
            }
            onClear={clearCart}
            // A parked order keeps its lines only: a coupon or credits are applied when it is paid.
            {...(session.kind === 'edit' || promotions ? {} : { onPark: () => setParking(true) })}
            {...(session.kind === 'edit'
              ? {}
              : {
                  promotions: (
                    <PromotionsBar
                      restaurantId={restaurantId}
                      storeId={storeId}
                      cart={cart}
                      dispatch={dispatch}
                      quote={quote}
                      money={money}
                      check={checkPromotions}
                    />
                  ),
                })}
            {...(session.kind === 'edit'
              ? {
                  payLabel: `Save changes · ${money(quote.totals.grandTotal)}`,
                  banner: (
                    <Alert severity="info" sx={{ borderRadius: 0 }} data-testid="cart-session">
                      Editing order {posOrderLabel(session.order)} (version {session.order.versions.length},{' '}
                      {session.order.isPaid ? `paid ${money(session.order.totals.grandTotal)}` : 'unpaid'})
                      {session.reopenedBy ? ` · reopened with ${session.reopenedBy.name}’s approval` : ''}
                    </Alert>
                  ),
                }
              : session.kind === 'stash'
                ? {
                    banner: (
                      <Alert severity="info" sx={{ borderRadius: 0 }} data-testid="cart-session">
                        Parked order {session.label}: add to it and park again, or take payment
                      </Alert>
                    ),
                  }
                : {})}
          />
        </Box>
      </Box>

      {editing && (
        <ItemDialog
          spec={editing.spec}
          catalogue={model.catalogue}
          collectionType={details.collectionType}
          initial={editing.initial}
          money={money}
          onClose={() => setEditing(undefined)}
          initialAdjustments={editing.initialAdjustments}
          onDone={(selection, adjustments) => {
            const line: PosCartLine = { id: editing.lineId ?? newLineId(), selection };
            const replace = editing.lineId !== undefined;
            setEditing(undefined);
            const previous = cart.lines.find((entry) => entry.id === editing.lineId);
            // An unchanged price change keeps its approval (given now or when the order was sold).
            const unchanged =
              previous &&
              (previous.approvedBy || previous.approvedEarlier) &&
              sameAdjustments(previous.adjustments, adjustments);
            if (!adjustments) dispatch({ type: replace ? 'replace' : 'add', line });
            else if (unchanged)
              dispatch({
                type: 'replace',
                line: {
                  ...line,
                  adjustments: previous.adjustments ?? adjustments,
                  ...(previous.approvedBy ? { approvedBy: previous.approvedBy } : {}),
                  ...(previous.approvedEarlier ? { approvedEarlier: true } : {}),
                },
              });
            else
              setApproval({
                line: { ...line, adjustments },
                replace,
                action: [
                  adjustments.discountForItem ? `Discount ${money(adjustments.discountForItem)}` : '',
                  adjustments.extraChargeForItem
                    ? `Extra charge ${money(adjustments.extraChargeForItem)}`
                    : '',
                ]
                  .filter(Boolean)
                  .join(' and ')
                  .concat(
                    ` on ${editing.spec.type === 'custom' && selection.type === 'custom' ? selection.name : editing.spec.name}`,
                  ),
              });
          }}
        />
      )}
      {approval && (
        <AuthorisedPinDialog
          restaurantId={restaurantId}
          storeId={storeId}
          action={approval.action}
          onClose={() => setApproval(undefined)}
          onApproved={(approver) => {
            const line = { ...approval.line, approvedBy: { id: approver.id, name: approver.name } };
            dispatch({ type: approval.replace ? 'replace' : 'add', line });
            setApproval(undefined);
          }}
        />
      )}
      {paying && (
        <PayDialog
          totalInCents={quote.totals.grandTotal}
          collectionType={details.collectionType}
          customPayments={menu.settings.customPayments}
          money={money}
          lines={quote.lines.map((line) => ({
            id: line.lineId,
            name: `${line.summary.quantity} × ${line.summary.name}`,
            totalInCents: line.total,
          }))}
          cardTerminalName={pinPad?.name}
          onClose={() => setPaying(false)}
          onPay={(payment, tip) => void takePayment(payment, tip)}
        />
      )}
      {cardSale && (
        <CardTerminalPaymentDialog
          restaurantId={restaurantId}
          storeId={storeId}
          cardTerminalId={props.deviceId}
          pinPadName={pinPad?.name ?? 'the card terminal'}
          sale={cardSale}
          money={money}
          onNewAttempt={() => {
            const next = { ...cardSale, attemptId: newPosOrderId() };
            savePendingCardSale(restaurantId, storeId, next);
            setCardSale(next);
          }}
          onApproved={() => void cardApproved(cardSale)}
          onBack={() => {
            clearPendingCardSale(restaurantId, storeId);
            setCardSale(undefined);
            // The cart is still the sale unless the till was reloaded meanwhile (a pay-later order
            // is paid again from Unpaid orders; a refund is started again from Orders).
            if (!cardSale.settle && !cardSale.refund && cart.lines.length > 0) setPaying(true);
          }}
        />
      )}
      {cardReceiptsOf && (
        <CardReceiptDialog
          restaurantId={restaurantId}
          storeId={storeId}
          cardTerminalId={pinPad ? props.deviceId : undefined}
          pinPadName={pinPad?.name ?? 'the card terminal'}
          posOrderId={cardReceiptsOf.id}
          orderLabel={posOrderLabel(cardReceiptsOf)}
          money={money}
          onClose={() => setCardReceiptsOf(undefined)}
        />
      )}
      {openOrders && (
        <OpenOrdersDialog
          orders={unpaid}
          timezone={menu.store.timezone}
          money={money}
          onClose={() => setOpenOrders(false)}
          onTakePayment={(order) => {
            setOpenOrders(false);
            setSettling(order);
          }}
        />
      )}
      {settling && (
        <PayDialog
          totalInCents={settling.totalInCents}
          collectionType={settling.collectionType}
          customPayments={menu.settings.customPayments}
          money={money}
          allowPayLater={false}
          allowTip={false}
          cardTerminalName={pinPad?.name}
          onClose={() => setSettling(undefined)}
          onPay={(payment) => void settle(settling, payment)}
        />
      )}
      {ordersOpen && (
        <OrdersDialog
          today={today}
          timezone={menu.store.timezone}
          money={money}
          onClose={() => setOrdersOpen(false)}
          onEdit={requestEdit}
          onRefund={(order) => startRefund(order)}
          onCardReceipt={(order) => {
            setOrdersOpen(false);
            setCardReceiptsOf(order);
          }}
          onReceipt={receipts.printers.length > 0 ? (order) => receipts.print(order.id) : undefined}
        />
      )}
      {parkedOpen && (
        <ParkedOrdersDialog
          parked={parked}
          timezone={menu.store.timezone}
          money={money}
          onClose={() => setParkedOpen(false)}
          onRecall={recall}
          onSend={(stash) =>
            employee &&
            void keep(
              stashActionCommand(
                scope,
                stash.stashId,
                'send',
                { employeeId: employee.id, isoDateTimeUtc: new Date().toISOString() },
                stash.label,
              ),
              `${stash.label} sent to the kitchen`,
            )
          }
          onCancel={(stash) =>
            employee &&
            void keep(
              stashActionCommand(
                scope,
                stash.stashId,
                'cancel',
                { employeeId: employee.id, isoDateTimeUtc: new Date().toISOString() },
                stash.label,
              ),
              `${stash.label} cancelled`,
            )
          }
        />
      )}
      {parking && (
        <ParkDialog
          initialLabel={
            session.kind === 'stash'
              ? session.label
              : details.collectionType === 'dineIn' && details.tableNumber.trim()
                ? `Table ${details.tableNumber.trim()}`
                : details.customerName.trim()
          }
          total={money(quote.totals.grandTotal)}
          onClose={() => setParking(false)}
          onPark={(label, send) => void park(label, send)}
        />
      )}
      {reasonRequest && (
        <ReasonDialog {...reasonRequest} money={money} onClose={() => setReasonRequest(undefined)} />
      )}
      {pinRequest && (
        <AuthorisedPinDialog
          restaurantId={restaurantId}
          storeId={storeId}
          action={pinRequest.action}
          onClose={() => setPinRequest(undefined)}
          onApproved={(approver) => {
            setPinRequest(undefined);
            pinRequest.run({ id: approver.id, name: approver.name });
          }}
        />
      )}
      {pendingEdit && (
        <EditSaveDialog
          order={pendingEdit.order}
          label={posOrderLabel(pendingEdit.order)}
          newTotalInCents={quote.totals.grandTotal}
          {...(() => {
            const preview = previewPosOrderEdit(pendingEdit.order, quote);
            return { change: preview.comparison.change, settlement: preview.settlement };
          })()}
          money={money}
          onClose={() => setPendingEdit(undefined)}
          onSave={(choice) => void commitEdit(pendingEdit, choice)}
        />
      )}
      <Snackbar
        open={lastSaleOpen}
        onClose={() => setLastSaleOpen(false)}
        autoHideDuration={8000}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        // Below the top bar, so the sync status and the employee button stay in sight.
        sx={{ top: { xs: 76, sm: 76 } }}
      >
        <Alert
          severity="success"
          variant="filled"
          sx={{ fontSize: '1.1rem', alignItems: 'center' }}
          data-testid="last-sale"
          action={
            // `never`: the till offers no receipt; `ask`: this is how the cashier prints one.
            receipts.printers.length > 0 &&
            receiptOffered(receiptSettings) &&
            saleNumber &&
            lastSale?.posOrderId ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => printReceipt(lastSale.posOrderId as string, false)}
              >
                Receipt
              </Button>
            ) : undefined
          }
        >
          {/* The store's number once the server has the sale (offline: when the till reconnects). */}
          {lastSale?.notice ? (
            lastSale.notice
          ) : (
            <>
              {saleNumber
                ? `Order #${saleNumber}`
                : lastSale?.settled
                  ? `Order #${lastSale.ticket}`
                  : 'Order'}{' '}
              {lastSale?.settled
                ? 'paid'
                : lastSale?.offline
                  ? 'saved on this till (goes to the kitchen when back online)'
                  : 'sent to the kitchen'}{' '}
              · {lastSale ? money(lastSale.total) : ''}
              {lastSale?.paid ? '' : ' · pay later'}
              {lastSale && lastSale.change > 0 ? ` · change ${money(lastSale.change)}` : ''}
            </>
          )}
        </Alert>
      </Snackbar>
      <Snackbar
        open={Boolean(saveError)}
        onClose={() => setSaveError(undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="error" onClose={() => setSaveError(undefined)}>
          {saveError}
        </Alert>
      </Snackbar>
      <Dialog open={signOutRefused} onClose={() => setSignOutRefused(false)}>
        <DialogTitle>Orders are still waiting to sync</DialogTitle>
        <DialogContent>
          <Typography>
            {props.outbox.unsyncedCount + props.outbox.needsAttention.length} order(s) or payment(s) taken on
            this till are not on the server yet
            {props.outbox.needsAttention.length > 0 ? ' (some need a manager: see the sync status)' : ''}.
            Signing out would lose them. Wait until the status says all orders are synced, then sign out.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Stack direction="row" spacing={1}>
            <Button onClick={props.syncNow}>Try to sync now</Button>
            <Button variant="contained" onClick={() => setSignOutRefused(false)}>
              Keep selling
            </Button>
          </Stack>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/**
 * The sale's quote: the domain's counter quote of the lines with the applied coupon, and the customer's
 * credits spent up to what the card and the programme's rules allow on these lines (so taking a line
 * off lowers the credits instead of refusing them).
 */
function quoteSale(
  menu: PublishedMenu,
  sale: {
    collectionType: PosCart['details']['collectionType'];
    lines: PosCart['lines'];
    zoneKey: string | undefined;
    promotions: PosCart['promotions'];
    keptDiscounts: PosKeptDiscounts | undefined;
  },
) {
  const { promotions } = sale;
  if (sale.keptDiscounts)
    return quotePosOrder(
      menu,
      { collectionType: sale.collectionType, lines: sale.lines, deliveryAddress: { zoneKey: sale.zoneKey } },
      new Date(),
      { keptDiscounts: sale.keptDiscounts },
    );
  const draft = {
    collectionType: sale.collectionType,
    lines: sale.lines,
    deliveryAddress: { zoneKey: sale.zoneKey },
    ...(promotions?.couponCode ? { couponCode: promotions.couponCode } : {}),
  };
  const options = promotions ? { promotions: promotions.found } : {};
  const base = quotePosOrder(menu, draft, new Date(), options);
  const card = promotions?.found.loyalty;
  if (!promotions?.loyaltyCredits || !card) return base;
  const decision = loyaltyCreditsRedeemable(card.settings, {
    source: 'pos',
    lines: base.lines,
    couponDiscount: base.totals.couponDiscount,
    balance: card.balance,
    requested: promotions.loyaltyCredits,
  });
  if (!decision.ok) return base;
  return quotePosOrder(
    menu,
    { ...draft, loyaltyRedemption: { credits: decision.credits } },
    new Date(),
    options,
  );
}
