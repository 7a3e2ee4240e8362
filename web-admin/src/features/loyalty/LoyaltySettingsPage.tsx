import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, type LoyaltySettings, type LoyaltyType, ZLoyaltySettings } from '@resto/domain';
import {
  describeError,
  LoadingScreen,
  MoneyField,
  ProblemAlert,
  type Restaurant,
  schemaProblems,
  useApi,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import type { FormEvent } from 'react';
import {
  EditFormFooter,
  EditPageShell,
  useDocumentEditForm,
  WithRouteRestaurant,
} from '../../shared/EditPage';
import { FormSection } from '../../shared/FormSection';
import { SwitchRow } from '../../shared/SwitchRow';
import { useApiResource } from '../../shared/useApiResource';
import { loyaltyApiPath } from './loyaltyApi';

interface SettingsAnswer {
  settings: LoyaltySettings;
  saved: boolean;
}

/** The form keeps the percentage as typed text and the amount in cents (MoneyField). */
interface LoyaltyValues extends Omit<LoyaltySettings, 'count' | 'cardBg'> {
  percentage: string;
  amount: number | undefined;
  cardBg: string;
}

function valuesOf(settings: LoyaltySettings): LoyaltyValues {
  const { count, cardBg, ...rest } = settings;
  return {
    ...rest,
    percentage: settings.type === 'percentage' ? String(count) : '5',
    amount: settings.type === 'amount' ? count : 200,
    cardBg: cardBg ?? '',
  };
}

function settingsOf(values: LoyaltyValues): Record<string, unknown> {
  const { percentage, amount, cardBg, ...rest } = values;
  const typed = percentage.trim() === '' ? Number.NaN : Number(percentage);
  return {
    ...rest,
    count: values.type === 'percentage' ? typed : amount,
    ...(cardBg.trim() === '' ? {} : { cardBg: cardBg.trim() }),
  };
}

function validate(values: LoyaltyValues): Record<string, string> {
  const problems: Record<string, string> = { ...schemaProblems(ZLoyaltySettings, settingsOf(values)) };
  // The reward is one field in the schema and two in the form: show its problem beside the visible one.
  if (problems.count) {
    problems[values.type === 'percentage' ? 'percentage' : 'amount'] = Number.isNaN(Number(values.percentage))
      ? 'Enter a percentage, like 5.'
      : problems.count;
  }
  return problems;
}

/** `/restaurants/:restaurantId/loyalty-settings`: the loyalty programme every store runs. */
export default function LoyaltySettingsPage() {
  usePageTitle('Loyalty settings');
  return (
    <WithRouteRestaurant>
      {(restaurant) => <LoyaltySettingsLoader key={restaurant.id} restaurant={restaurant} />}
    </WithRouteRestaurant>
  );
}

function LoyaltySettingsLoader({ restaurant }: { restaurant: Restaurant }) {
  const stored = useApiResource<SettingsAnswer>(loyaltyApiPath(restaurant.id, 'settings'));
  if (stored.error && !stored.data)
    return <Alert severity="error">{describeError(stored.error).message}</Alert>;
  if (!stored.data) return <LoadingScreen label="Loading loyalty settings…" />;
  return (
    <LoyaltySettingsForm
      key={JSON.stringify(stored.data.settings)}
      restaurant={restaurant}
      answer={stored.data}
      onSaved={stored.reload}
    />
  );
}

function LoyaltySettingsForm({
  restaurant,
  answer,
  onSaved,
}: {
  restaurant: Restaurant;
  answer: SettingsAnswer;
  onSaved: () => void;
}) {
  const client = useApi();
  const notify = useNotify();
  const form = useDocumentEditForm(valuesOf(answer.settings), validate);
  const { values } = form;
  const preview = Number.isNaN(Number(values.percentage)) ? 0 : Number(values.percentage);
  const reward =
    values.type === 'percentage'
      ? `${preview}% of each qualifying order back as credit`
      : `${formatMoney(values.amount && !Number.isNaN(values.amount) ? values.amount : 0)} credit per qualifying order`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    void form.submit(event, async () => {
      await client.put(loyaltyApiPath(restaurant.id, 'settings'), settingsOf(values));
      notify(values.enabled ? 'Loyalty settings saved.' : 'Saved. Loyalty is switched off.');
      onSaved();
    });
  }

  return (
    <EditPageShell
      eyebrow={restaurant.name}
      title="Loyalty settings"
      subtitle="Customers earn credits when an order is completed and spend them on later orders. Credits are kept per customer across all stores."
      isAdmin={form.isAdmin}
      adminNote="Only restaurant admins can change the loyalty programme."
      notice={
        !answer.saved ? (
          <Alert severity="info" sx={{ mb: 3 }}>
            Loyalty is off until you switch it on and save.
          </Alert>
        ) : undefined
      }
      formLabel="Loyalty settings"
      onSubmit={handleSubmit}
    >
      {form.generalFailure && <ProblemAlert error={form.failure} />}
      <FormSection title="Programme">
        <SwitchRow
          label="Loyalty credits"
          description="Switch the whole programme on or off. Balances are kept while it is off."
          checked={values.enabled}
          onChange={(enabled) => form.set({ enabled })}
          disabled={form.disabled}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Reward"
            fullWidth
            value={values.type}
            onChange={(event) => form.set({ type: event.target.value as LoyaltyType })}
            {...form.field('type')}
          >
            <MenuItem value="percentage">A percentage of the order</MenuItem>
            <MenuItem value="amount">A fixed amount per order</MenuItem>
          </TextField>
          {values.type === 'percentage' ? (
            <TextField
              label="Percentage"
              fullWidth
              value={values.percentage}
              onChange={(event) => form.set({ percentage: event.target.value })}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
              {...form.field('percentage', 'Of what the customer pays for eligible items.')}
            />
          ) : (
            <MoneyField
              label="Amount per order"
              fullWidth
              value={values.amount}
              onChange={(amount) => form.set({ amount })}
              problem={form.problems.amount}
              helperText="Credited once per completed order."
              disabled={form.disabled}
            />
          )}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {reward}.
        </Typography>
      </FormSection>

      <FormSection title="Where it works">
        <SwitchRow
          label="Online orders"
          description="Credits earned and spent on the store websites."
          checked={values.isEnabledForOnline}
          onChange={(isEnabledForOnline) => form.set({ isEnabledForOnline })}
          disabled={form.disabled}
        />
        <SwitchRow
          label="POS orders"
          description="Credits earned and spent at the counter."
          checked={values.isEnabledForPOS}
          onChange={(isEnabledForPOS) => form.set({ isEnabledForPOS })}
          disabled={form.disabled}
        />
      </FormSection>

      <FormSection title="Discounted orders">
        <SwitchRow
          label="No loyalty on orders with a coupon"
          description="Orders with a coupon neither earn nor spend credits."
          checked={values.noLoyaltyOnDiscountedOrders}
          onChange={(noLoyaltyOnDiscountedOrders) => form.set({ noLoyaltyOnDiscountedOrders })}
          disabled={form.disabled}
        />
        <SwitchRow
          label={
            values.noLoyaltyOnDiscountedOrders
              ? 'Earn on discounted items'
              : 'Earn on discounted items and orders'
          }
          description={
            // The first switch already takes coupon orders out of loyalty, so this one then speaks
            // only of discounted items: the two never claim the same orders.
            values.noLoyaltyOnDiscountedOrders
              ? 'On: discounted items earn on what the customer pays. Orders with a coupon earn nothing either way (see above).'
              : 'On: discounted items and orders with a coupon earn on what the customer pays. Off: they earn nothing.'
          }
          checked={values.accumulateCreditsOnDiscountedItemsOrOrders}
          onChange={(accumulateCreditsOnDiscountedItemsOrOrders) =>
            form.set({ accumulateCreditsOnDiscountedItemsOrOrders })
          }
          disabled={form.disabled}
        />
        <SwitchRow
          label="Spend credits on discounted items"
          description="Off: credits can only pay for full-price items. This is about items on special; whether coupon orders may spend credits is the first switch."
          checked={values.redeemCreditsOnDiscountedItems}
          onChange={(redeemCreditsOnDiscountedItems) => form.set({ redeemCreditsOnDiscountedItems })}
          disabled={form.disabled}
        />
      </FormSection>

      <FormSection
        title="Card"
        description="The colour of the loyalty card customers see on the store website."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Card colour"
            value={values.cardBg}
            placeholder="#1a2b3c"
            onChange={(event) => form.set({ cardBg: event.target.value })}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box
                      component="input"
                      type="color"
                      aria-label="Pick the card colour"
                      value={/^#[0-9a-f]{6}$/i.test(values.cardBg) ? values.cardBg : '#1f4e79'}
                      onChange={(event) => form.set({ cardBg: (event.target as HTMLInputElement).value })}
                      disabled={form.disabled}
                      sx={{ width: 28, height: 28, border: 0, p: 0, background: 'none', cursor: 'pointer' }}
                    />
                  </InputAdornment>
                ),
              },
            }}
            {...form.field('cardBg', 'Optional. Like #1a2b3c.')}
          />
          <LoyaltyCardPreview colour={values.cardBg} name={restaurant.name} />
        </Stack>
      </FormSection>

      <EditFormFooter dirty={form.dirty} busy={form.busy} isAdmin={form.isAdmin} onDiscard={form.discard} />
    </EditPageShell>
  );
}

function LoyaltyCardPreview({ colour, name }: { colour: string; name: string }) {
  const background = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour.trim()) ? colour.trim() : '#1f4e79';
  return (
    <Box
      aria-label="Card preview"
      role="img"
      sx={{
        width: 240,
        height: 140,
        borderRadius: 3,
        p: 2,
        color: '#fff',
        background: `linear-gradient(135deg, rgba(255,255,255,0.18), rgba(0,0,0,0.22)), ${background}`,
        boxShadow: 3,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        textShadow: '0 1px 2px rgba(0,0,0,0.35)',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
      <Box>
        <Typography variant="caption">Loyalty credits</Typography>
        <Typography variant="h4" component="p" sx={{ color: 'inherit' }}>
          {formatMoney(1250)}
        </Typography>
      </Box>
    </Box>
  );
}
