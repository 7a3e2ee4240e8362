import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type CollectionType,
  IN_STORE_SETTLEMENT_METHOD_LABELS,
  type InStoreSettlementRequest,
  ZInStoreSettlementRequest,
} from '@resto/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useStoreSetting } from '../data/settings';
import { DialogFrame } from '../feedback/DialogFrame';
import { SubmitButton } from '../forms/SubmitButton';
import { CHOICE_GROUP_SX } from './choiceGroupSx';

export interface SettleOrderDialogProps {
  open: boolean;
  restaurantId: string;
  storeId: string;
  orderLabel: string;
  /** "$42.50": what the customer owes. */
  amountWords: string;
  collectionType: CollectionType | undefined;
  /** The method picked when the dialog opens: what the customer chose at checkout. */
  expected: InStoreSettlementRequest['method'];
  busy: boolean;
  serverProblem?: string | undefined;
  onSettle: (paidWith: InStoreSettlementRequest) => void;
  onClose: () => void;
  /**
   * False for stores that never complete orders: the dialog only records the payment and the order
   * keeps its status.
   */
  completes?: boolean;
}

const CUSTOM_PREFIX = 'custom:';
const AVAILABLE_FOR: Record<
  CollectionType,
  'availableForPickup' | 'availableForDelivery' | 'availableForDineIn'
> = {
  pickup: 'availableForPickup',
  delivery: 'availableForDelivery',
  dineIn: 'availableForDineIn',
};

/**
 * Completing an order the customer pays at the store or the door: staff say how it was paid (cash,
 * card, or one of the store's own payment types for this collection type), so the order reads as
 * paid everywhere and the day's takings add up.
 */
export function SettleOrderDialog({
  open,
  restaurantId,
  storeId,
  orderLabel,
  amountWords,
  collectionType,
  expected,
  busy,
  serverProblem,
  onSettle,
  onClose,
  completes = true,
}: SettleOrderDialogProps) {
  const title = completes ? `Complete ${orderLabel}` : `Record the payment for ${orderLabel}`;
  const customSetting = useStoreSetting(open ? restaurantId : undefined, storeId, 'customPayments');
  const customPayments = useMemo(
    () =>
      (customSetting.data?.customPayments ?? []).filter(
        (payment) => collectionType === undefined || payment[AVAILABLE_FOR[collectionType]],
      ),
    [customSetting.data, collectionType],
  );
  const [choice, setChoice] = useState<string>(expected);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the expected method is taken when the dialog opens.
  useEffect(() => {
    if (open) setChoice(expected);
  }, [open]);

  const request: InStoreSettlementRequest = choice.startsWith(CUSTOM_PREFIX)
    ? { method: 'custom', customPaymentId: choice.slice(CUSTOM_PREFIX.length) }
    : { method: choice as 'cash' | 'card' };
  const parsed = ZInStoreSettlementRequest.safeParse(request);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (parsed.success) onSettle(parsed.data);
  }

  return (
    <DialogFrame
      open={open}
      title={title}
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      form={{ onSubmit: submit, label: title }}
      action={
        <SubmitButton busy={busy} busyLabel={completes ? 'Completing…' : 'Recording…'} fullWidth={false}>
          {completes ? 'Paid · complete order' : 'Record payment'}
        </SubmitButton>
      }
    >
      <Stack spacing={2}>
        <Typography id="settle-label">The customer pays {amountWords} here. How did they pay?</Typography>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="settle-label"
          value={choice}
          onChange={(_event, value: string | null) => {
            if (value !== null) setChoice(value);
          }}
          sx={CHOICE_GROUP_SX}
        >
          <ToggleButton value="cash" disabled={busy} sx={{ px: 2, minWidth: 96 }}>
            {IN_STORE_SETTLEMENT_METHOD_LABELS.cash}
          </ToggleButton>
          <ToggleButton value="card" disabled={busy} sx={{ px: 2, minWidth: 96 }}>
            {IN_STORE_SETTLEMENT_METHOD_LABELS.card}
          </ToggleButton>
          {customPayments.map((payment) => (
            <ToggleButton
              key={payment.id}
              value={`${CUSTOM_PREFIX}${payment.id}`}
              disabled={busy}
              sx={{ px: 2, minWidth: 96 }}
            >
              {payment.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {serverProblem && (
          <Alert severity="error" role="alert">
            {serverProblem}
          </Alert>
        )}
      </Stack>
    </DialogFrame>
  );
}
