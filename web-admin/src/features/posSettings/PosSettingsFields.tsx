import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CustomPayment,
  formatMoney,
  MAX_TIP_CHOICES,
  POS_OFFERABLE_PAYMENT_LABELS,
  POS_OFFERABLE_PAYMENT_TYPES,
  type PosSettings,
  type PosSettingsGroup,
} from '@resto/domain';
import { type FieldProblems, MoneyField } from '@resto/web-common';
import { Fragment, type ReactNode } from 'react';
import { FormSection } from '../../shared/FormSection';
import { NumberField } from '../../shared/NumberField';
import { SwitchRow } from '../../shared/SwitchRow';
import { subProblems } from '../settings/subProblems';

/** Idle lock choices (minutes; 0 = never); a saved value outside them is still shown. */
const IDLE_CHOICES = [1, 2, 5, 10, 15, 30, 60, 0];

export const GROUP_TITLES: Record<PosSettingsGroup, string> = {
  receipt: 'Receipts',
  payments: 'Payment types',
  idleLockMinutes: 'Idle lock',
  tipping: 'Tipping',
  offline: 'Offline limits',
};

export interface PosSettingsFieldsProps {
  value: PosSettings;
  onChange: <G extends PosSettingsGroup>(group: G, next: PosSettings[G]) => void;
  problems: FieldProblems;
  disabled: boolean;
  /** The store's custom payments, to choose which the till offers. */
  customPayments: readonly CustomPayment[];
  /**
   * On a terminal's page: whether each group follows the store, with a switch to choose. A group
   * that follows shows the store's values, read only.
   */
  follows?: {
    isFollowing(group: PosSettingsGroup): boolean;
    setFollowing(group: PosSettingsGroup, following: boolean): void;
  };
}

/**
 * The POS settings groups as form sections, shared by the store's defaults and a terminal's page.
 * Problems are keyed by the settings' own paths ('offline.maxPendingOrders').
 */
export function PosSettingsFields({
  value,
  onChange,
  problems,
  disabled,
  customPayments,
  follows,
}: PosSettingsFieldsProps) {
  const section = (group: PosSettingsGroup, description: ReactNode, body: (locked: boolean) => ReactNode) => {
    const following = follows?.isFollowing(group) ?? false;
    return (
      <FormSection title={GROUP_TITLES[group]} description={description}>
        {follows && (
          <SwitchRow
            label="Use the store's setting"
            description={
              following
                ? "This terminal follows the store's POS settings; a change there reaches it."
                : 'This terminal has its own setting, below.'
            }
            checked={following}
            onChange={(checked) => follows.setFollowing(group, checked)}
            disabled={disabled}
          />
        )}
        {body(disabled || following)}
      </FormSection>
    );
  };

  const receiptProblems = subProblems(problems, 'receipt');
  const paymentProblems = subProblems(problems, 'payments');
  const tipProblems = subProblems(problems, 'tipping');
  const offlineProblems = subProblems(problems, 'offline');
  const { payments, tipping, offline, receipt } = value;

  const sections: ReactNode[] = [
    section(
      'payments',
      'What the pay screen offers. Cash, card and phone card are recorded here; the card itself is charged on the card terminal.',
      (locked) => (
        <>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {POS_OFFERABLE_PAYMENT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={POS_OFFERABLE_PAYMENT_LABELS[type]}
                control={
                  <Checkbox
                    checked={payments.paymentTypes.includes(type)}
                    disabled={locked}
                    onChange={(event) =>
                      onChange('payments', {
                        ...payments,
                        paymentTypes: event.target.checked
                          ? POS_OFFERABLE_PAYMENT_TYPES.filter(
                              (known) => known === type || payments.paymentTypes.includes(known),
                            )
                          : payments.paymentTypes.filter((known) => known !== type),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {paymentProblems.paymentTypes && (
            <FormHelperText error role="alert">
              {paymentProblems.paymentTypes}
            </FormHelperText>
          )}
          <Divider />
          {customPayments.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              This store has no custom payments (vouchers, accounts). Add them under Settings → Payments.
            </Typography>
          ) : (
            <>
              <SwitchRow
                label="Offer every custom payment"
                description="Custom payments added later are offered too. Turn off to choose them one by one."
                checked={payments.allCustomPayments}
                onChange={(allCustomPayments) => onChange('payments', { ...payments, allCustomPayments })}
                disabled={locked}
              />
              {!payments.allCustomPayments && (
                <FormGroup sx={{ pl: 1 }}>
                  {customPayments.map((payment) => (
                    <FormControlLabel
                      key={payment.id}
                      label={payment.name}
                      control={
                        <Checkbox
                          checked={payments.customPaymentIds.includes(payment.id)}
                          disabled={locked}
                          onChange={(event) =>
                            onChange('payments', {
                              ...payments,
                              customPaymentIds: event.target.checked
                                ? [...payments.customPaymentIds, payment.id]
                                : payments.customPaymentIds.filter((id) => id !== payment.id),
                            })
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
              {Object.entries(paymentProblems)
                .filter(([path]) => path.startsWith('customPaymentIds'))
                .map(([path, message]) => (
                  <FormHelperText key={path} error role="alert">
                    {message}
                  </FormHelperText>
                ))}
            </>
          )}
        </>
      ),
    ),
    section('receipt', 'What happens after payment, and what every receipt says at the bottom.', (locked) => (
      <>
        <TextField
          select
          label="Print the receipt"
          value={receipt.print}
          onChange={(event) =>
            onChange('receipt', { ...receipt, print: event.target.value as PosSettings['receipt']['print'] })
          }
          disabled={locked}
          sx={{ maxWidth: 360 }}
          error={Boolean(receiptProblems.print)}
          helperText={receiptProblems.print}
        >
          <MenuItem value="always">Always, straight after payment</MenuItem>
          <MenuItem value="ask">Ask the customer</MenuItem>
          <MenuItem value="never">Never (reprint from the order)</MenuItem>
        </TextField>
        <TextField
          label="Receipt footer"
          value={receipt.footer}
          onChange={(event) => onChange('receipt', { ...receipt, footer: event.target.value })}
          disabled={locked}
          multiline
          minRows={2}
          placeholder="Thank you! ABN 12 345 678 901"
          error={Boolean(receiptProblems.footer)}
          helperText={receiptProblems.footer ?? `${receipt.footer.length}/200`}
          slotProps={{ htmlInput: { maxLength: 220 } }}
        />
        <SwitchRow
          label="Show who served"
          description="Prints the signed-in employee's name on the receipt."
          checked={receipt.showEmployeeName}
          onChange={(showEmployeeName) => onChange('receipt', { ...receipt, showEmployeeName })}
          disabled={locked}
        />
      </>
    )),
    section(
      'idleLockMinutes',
      'The till locks after this long without a touch; the next employee unlocks with their PIN.',
      (locked) => (
        <TextField
          select
          label="Lock after"
          value={value.idleLockMinutes}
          onChange={(event) => onChange('idleLockMinutes', Number(event.target.value))}
          disabled={locked}
          sx={{ maxWidth: 240 }}
          error={Boolean(problems.idleLockMinutes)}
          helperText={problems.idleLockMinutes}
          slotProps={{ htmlInput: { 'aria-label': 'Idle lock' } }}
        >
          {[...new Set([...IDLE_CHOICES, value.idleLockMinutes])].map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {minutes === 0 ? 'Never' : minutes === 1 ? '1 minute' : `${minutes} minutes`}
            </MenuItem>
          ))}
        </TextField>
      ),
    ),
    section(
      'tipping',
      'Card payments can ask the customer for a tip; tips are kept apart from sales.',
      (locked) => (
        <>
          <SwitchRow
            label="Ask for a tip on card payments"
            checked={tipping.enabled}
            onChange={(enabled) => onChange('tipping', { ...tipping, enabled })}
            disabled={locked}
          />
          {tipping.enabled && (
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              {tipping.percentages.map((percentage, index) => (
                <Box
                  // Choices have no id; their position is their identity while editing.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  sx={{ display: 'flex', alignItems: 'flex-start' }}
                >
                  <NumberField
                    label={`Choice ${index + 1}`}
                    unit="%"
                    decimals={false}
                    value={percentage}
                    onChange={(next) =>
                      onChange('tipping', {
                        ...tipping,
                        percentages: tipping.percentages.map((entry, at) => (at === index ? next : entry)),
                      })
                    }
                    disabled={locked}
                    problem={tipProblems[`percentages.${index}`]}
                    sx={{ width: 120 }}
                  />
                  <IconButton
                    aria-label={`Remove tip choice ${index + 1}`}
                    onClick={() =>
                      onChange('tipping', {
                        ...tipping,
                        percentages: tipping.percentages.filter((_, at) => at !== index),
                      })
                    }
                    disabled={locked}
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                </Box>
              ))}
              {tipping.percentages.length < MAX_TIP_CHOICES && (
                <Button
                  startIcon={<AddRounded />}
                  onClick={() =>
                    onChange('tipping', { ...tipping, percentages: [...tipping.percentages, 10] })
                  }
                  disabled={locked}
                  sx={{ mt: 1 }}
                >
                  Add a choice
                </Button>
              )}
            </Box>
          )}
          {tipProblems.percentages && (
            <FormHelperText error role="alert">
              {tipProblems.percentages}
            </FormHelperText>
          )}
        </>
      ),
    ),
    section(
      'offline',
      'During an outage the till keeps selling and sends the orders when it is back online. Past these limits it says so on screen.',
      (locked) => (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <NumberField
              label="Warn at unsynced orders"
              decimals={false}
              value={offline.maxPendingOrders}
              onChange={(maxPendingOrders) => onChange('offline', { ...offline, maxPendingOrders })}
              disabled={locked}
              problem={offlineProblems.maxPendingOrders}
              sx={{ width: 220 }}
            />
            <NumberField
              label="…or when the oldest is older than"
              unit="min"
              decimals={false}
              value={offline.maxPendingAgeMinutes}
              onChange={(maxPendingAgeMinutes) => onChange('offline', { ...offline, maxPendingAgeMinutes })}
              disabled={locked}
              problem={offlineProblems.maxPendingAgeMinutes}
              sx={{ width: 260 }}
            />
          </Box>
          <TextField
            select
            label="Past the limits"
            value={offline.whenExceeded}
            onChange={(event) =>
              onChange('offline', {
                ...offline,
                whenExceeded: event.target.value as PosSettings['offline']['whenExceeded'],
              })
            }
            disabled={locked}
            sx={{ maxWidth: 420 }}
          >
            <MenuItem value="warn">Warn, and keep taking every payment type</MenuItem>
            <MenuItem value="cashOnly">Warn, and take cash only until synced</MenuItem>
          </TextField>
          <MoneyField
            label="Largest card payment while offline"
            value={offline.offlineCardLimitInCents}
            onChange={(cents) =>
              onChange('offline', { ...offline, offlineCardLimitInCents: cents ?? Number.NaN })
            }
            disabled={locked}
            problem={offlineProblems.offlineCardLimitInCents}
            helperText="$0.00 means no limit. Card payments the server has not seen are the store's risk until synced."
            sx={{ maxWidth: 320 }}
          />
          {offline.whenExceeded === 'cashOnly' && (
            <Alert severity="info">Cash sales never stop: a till past its limits still sells for cash.</Alert>
          )}
        </>
      ),
    ),
  ];
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      {sections.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sections
        <Fragment key={index}>{node}</Fragment>
      ))}
    </Stack>
  );
}

/** The settings in words, for the panel beside the form. */
export function describePosSettings(value: PosSettings, customPayments: readonly CustomPayment[]): string[] {
  const types = value.payments.paymentTypes.map((type) => POS_OFFERABLE_PAYMENT_LABELS[type]);
  const customs = value.payments.allCustomPayments
    ? customPayments.map((payment) => payment.name)
    : customPayments
        .filter((payment) => value.payments.customPaymentIds.includes(payment.id))
        .map((p) => p.name);
  const lines = [
    `The pay screen offers ${[...types, ...customs].join(', ') || 'nothing'}.`,
    value.idleLockMinutes === 0
      ? 'The till never locks by itself.'
      : `The till locks after ${value.idleLockMinutes} minute${value.idleLockMinutes === 1 ? '' : 's'} idle.`,
    value.tipping.enabled
      ? `Card payments ask for a tip: ${value.tipping.percentages.map((p) => `${p}%`).join(', ')}, or another amount.`
      : 'No tip is asked for.',
    value.receipt.print === 'always'
      ? 'Receipts print after every payment.'
      : value.receipt.print === 'ask'
        ? 'The cashier asks whether the customer wants a receipt.'
        : 'Receipts are not printed unless asked for from the order.',
    `Offline, the till warns at ${value.offline.maxPendingOrders} unsynced orders or when the oldest is ${minutesInWords(value.offline.maxPendingAgeMinutes)} old${value.offline.whenExceeded === 'cashOnly' ? ', then takes cash only' : ''}.`,
  ];
  if (value.offline.offlineCardLimitInCents > 0)
    lines.push(
      `Offline card payments are limited to ${formatMoney(value.offline.offlineCardLimitInCents)} each.`,
    );
  return lines;
}

function minutesInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
