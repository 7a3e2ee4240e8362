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
  newPosOrderId,
  type PosOrderRequestInput,
  type PublishedMenu,
  quotePosOrder,
  ZPosOrderRequest,
} from '@resto/domain';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { AuthorisedPinDialog } from '../lock/AuthorisedPinDialog';
import { useEmployeeSession } from '../lock/employeeSession';
import { posMenuModel } from '../menu/posMenuModel';
import { enqueueOrder, enqueuePayment } from '../outbox/posOutboxDb';
import { SyncStatus } from '../outbox/SyncStatus';
import type { OutboxStatus } from '../outbox/useOutboxStatus';
import { useSyncedDisplayNumber } from '../outbox/useSyncedDisplayNumber';
import { OpenOrdersDialog } from '../pay/OpenOrdersDialog';
import { PayDialog } from '../pay/PayDialog';
import { type UnpaidOrder, useUnpaidOrders } from '../pay/useUnpaidOrders';
import { TillNotices } from '../settings/TillNotices';
import { CartPanel } from './CartPanel';
import { ItemDialog, type LineAdjustments } from './ItemDialog';
import { MenuPanel } from './MenuPanel';
import { EMPTY_CART, newLineId, type PosCartLine, posCartReducer } from './posCart';

export interface PosRegisterProps {
  restaurantId: string;
  storeId: string;
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

interface LastSale {
  ticket: string;
  /** The sale's order id on this till: its store number appears once the server has it. */
  posOrderId?: string;
  /** A pay-later order paid now (not a new sale). */
  settled?: boolean;
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
  const [cart, dispatch] = useReducer(posCartReducer, EMPTY_CART);
  const { details } = cart;
  const quote = useMemo(
    () => quotePosOrder(menu, { collectionType: details.collectionType, lines: cart.lines }, new Date()),
    [menu, details.collectionType, cart.lines],
  );
  const [editing, setEditing] = useState<Editing>();
  const [approval, setApproval] = useState<Approval>();
  const [paying, setPaying] = useState(false);
  // The last sale stays in state while its notice slides away, so the words do not blank out.
  const [lastSale, setLastSale] = useState<LastSale>();
  const saleNumber = useSyncedDisplayNumber(lastSale?.posOrderId);
  const [lastSaleOpen, setLastSaleOpen] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [signOutRefused, setSignOutRefused] = useState(false);
  const unpaid = useUnpaidOrders(restaurantId, storeId, menu.store.timezone);
  const [openOrders, setOpenOrders] = useState(false);
  const [settling, setSettling] = useState<UnpaidOrder>();

  const blockers = [
    ...(quote.problems.length > 0 ? ['Remove the lines that cannot be sold.'] : []),
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
    };
    const checked = ZPosOrderRequest.safeParse(request);
    if (!checked.success) {
      setSaveError(checked.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    const posOrderId = newPosOrderId();
    try {
      await enqueueOrder({ posOrderId, restaurantId, storeId, request });
    } catch (error) {
      setSaveError(
        `The order could not be kept on this device: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    props.syncNow();
    setPaying(false);
    setLastSale({
      ticket: posOrderId.slice(-4).toUpperCase(),
      posOrderId,
      offline: !navigator.onLine,
      total: quote.totals.grandTotal,
      change:
        payment.paymentType === 'cash'
          ? Math.max(0, (payment.cashTenderedInCents ?? 0) - quote.totals.grandTotal)
          : 0,
      paid: payment.paymentType !== 'payLater',
    });
    setLastSaleOpen(true);
    dispatch({ type: 'clear' });
  }

  /** A pay-later order paid now: kept in the outbox like a sale, sent after its order. */
  async function settle(order: UnpaidOrder, payment: PosOrderRequestInput['payment']) {
    if (!employee) return;
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
      return;
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
        <Toolbar sx={{ gap: 1.5, minHeight: 64 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h1" noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {props.storeName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {props.terminalName}
              {props.menuIsOfflineCopy ? ' · menu from this device' : ''}
            </Typography>
          </Box>
          <Button
            variant={unpaid.length > 0 ? 'contained' : 'outlined'}
            color={unpaid.length > 0 ? 'warning' : 'inherit'}
            onClick={() => setOpenOrders(true)}
            sx={{ minHeight: 44, fontWeight: 600 }}
          >
            Unpaid ({unpaid.length})
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
              onCustomItem={() => model.customItem && setEditing({ spec: model.customItem })}
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
            cart={cart}
            dispatch={dispatch}
            quote={quote}
            money={money}
            blockers={blockers}
            onEditLine={onEditLine}
            onPay={() => setPaying(true)}
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
            const unchanged =
              previous?.approvedBy && JSON.stringify(previous.adjustments) === JSON.stringify(adjustments);
            if (!adjustments) dispatch({ type: replace ? 'replace' : 'add', line });
            else if (unchanged && previous.approvedBy)
              dispatch({ type: 'replace', line: { ...line, adjustments, approvedBy: previous.approvedBy } });
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
          onClose={() => setPaying(false)}
          onPay={(payment, tip) => void takePayment(payment, tip)}
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
          onClose={() => setSettling(undefined)}
          onPay={(payment) => void settle(settling, payment)}
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
        >
          {/* The store's number once the server has the sale (offline: when the till reconnects). */}
          {saleNumber ? `Order #${saleNumber}` : lastSale?.settled ? `Order #${lastSale.ticket}` : 'Order'}{' '}
          {lastSale?.settled
            ? 'paid'
            : lastSale?.offline
              ? 'saved on this till (goes to the kitchen when back online)'
              : 'sent to the kitchen'}{' '}
          · {lastSale ? money(lastSale.total) : ''}
          {lastSale?.paid ? '' : ' · pay later'}
          {lastSale && lastSale.change > 0 ? ` · change ${money(lastSale.change)}` : ''}
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
