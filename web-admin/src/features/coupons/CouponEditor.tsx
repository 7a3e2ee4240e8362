import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COLLECTION_TYPES,
  type CollectionType,
  type CouponDocument,
  type CouponType,
  WEEKDAYS,
  type Weekday,
} from '@resto/domain';
import { MoneyField, ProblemAlert, type Restaurant, useApi, useNotify, useStores } from '@resto/web-common';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EditFormFooter, EditPageShell, useDocumentEditForm } from '../../shared/EditPage';
import { FormSection } from '../../shared/FormSection';
import { SwitchRow } from '../../shared/SwitchRow';
import { type CouponValues, couponBodyOf, couponProblems } from './couponForm';
import { couponsApiPath, couponsPagePath } from './couponsApi';

const TYPE_WORDS: Record<CouponType, string> = {
  flatPercentageDiscount: 'Percentage off the items',
  flatAmountDiscount: 'Amount off the items',
  freeDelivery: 'Free delivery',
};

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((entry) => entry !== value);
}

function ChoiceGroup<T extends string>({
  label,
  hint,
  options,
  words,
  selected,
  onChange,
  problem,
  disabled,
}: {
  label: string;
  hint: string;
  options: readonly T[];
  words: (option: T) => string;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  problem: string | undefined;
  disabled: boolean;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(problem)} disabled={disabled}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                checked={selected.includes(option)}
                onChange={(event) => onChange(toggled(selected, option, event.target.checked))}
              />
            }
            label={words(option)}
          />
        ))}
      </FormGroup>
      <FormHelperText>{problem ?? hint}</FormHelperText>
    </FormControl>
  );
}

const dayWords = (day: Weekday) => `${day[0]?.toUpperCase()}${day.slice(1, 3)}`;

/**
 * The coupon form for creating (`couponId` undefined) and changing a coupon. Every field is checked
 * with the domain's coupon schema as the admin types; the server answers a taken code with 409.
 */
export function CouponEditor({
  restaurant,
  couponId,
  initial,
  saved,
}: {
  restaurant: Restaurant;
  couponId?: string;
  initial: CouponValues;
  /** For an existing coupon: how often it has been used (shown beside the limit). */
  saved?: Pick<CouponDocument, 'redeemedCount'>;
}) {
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const stores = useStores(restaurant.id);
  const form = useDocumentEditForm(initial, couponProblems);
  const { values } = form;
  const symbol = '$';
  const [savedId, setSavedId] = useState<string>();
  // A new coupon's empty fields are not wrong yet: show a field's problem once it was changed or a
  // save was tried. An existing coupon shows every problem at once.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(couponId !== undefined);
  const shown = (path: string) => attempted || touched.has(path);
  const change = (patch: Partial<CouponValues>) => {
    form.set(patch);
    setTouched((previous) => new Set([...previous, ...Object.keys(patch)]));
  };
  const field = (path: string, hint?: string) =>
    shown(path) ? form.field(path, hint) : { ...form.field(path, hint), error: false, helperText: hint };
  const problem = (path: string) => (shown(path) ? form.problems[path] : undefined);

  // Leave for the coupon's page once the save has rendered (the unsaved-changes guard is off then).
  useEffect(() => {
    if (savedId) navigate(`${couponsPagePath(restaurant.id)}/${encodeURIComponent(savedId)}`);
  }, [navigate, restaurant.id, savedId]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setAttempted(true);
    void form.submit(event, async () => {
      const body = couponBodyOf(values);
      const answer = couponId
        ? await client.put<{ coupon: CouponDocument }>(
            couponsApiPath(restaurant.id, `/${encodeURIComponent(couponId)}`),
            body,
          )
        : await client.post<{ coupon: CouponDocument }>(couponsApiPath(restaurant.id), body);
      notify(`${answer.coupon.couponCode} was saved.`);
      setSavedId(answer.coupon.id);
    });
  }

  const isPercentage = values.type === 'flatPercentageDiscount';
  const isAmount = values.type === 'flatAmountDiscount';

  return (
    <EditPageShell
      eyebrow={restaurant.name}
      title={couponId ? 'Edit coupon' : 'New coupon'}
      subtitle="A discount code customers type at checkout. Public coupons are also listed on the store's coupons page."
      isAdmin={form.isAdmin}
      adminNote="Only restaurant admins can create and change coupons."
      formLabel={couponId ? 'Edit coupon' : 'New coupon'}
      onSubmit={handleSubmit}
    >
      {form.generalFailure && <ProblemAlert error={form.failure} />}
      <FormSection title="Coupon">
        <TextField
          label="Name"
          required
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          {...field('name', 'For you and, on public coupons, for customers: "Welcome 10% off".')}
        />
        <TextField
          label="Code"
          required
          value={values.couponCode}
          onChange={(event) => change({ couponCode: event.target.value.toUpperCase() })}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          {...field(
            'couponCode',
            'Capital letters and digits, at least 3. Customers may type it in any case.',
          )}
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={values.description}
          onChange={(event) => change({ description: event.target.value })}
          {...field('description', 'Optional. Shown on the coupons page.')}
        />
        <SwitchRow
          label="Show on the store's coupons page"
          description="Off: only customers who know the code can use it."
          checked={values.isPublic}
          onChange={(isPublic) => change({ isPublic })}
          disabled={form.disabled}
        />
      </FormSection>

      <FormSection title="Discount">
        <TextField
          select
          label="Kind of discount"
          value={values.type}
          onChange={(event) => change({ type: event.target.value as CouponType })}
          {...field('type')}
        >
          {(Object.keys(TYPE_WORDS) as CouponType[]).map((type) => (
            <MenuItem key={type} value={type}>
              {TYPE_WORDS[type]}
            </MenuItem>
          ))}
        </TextField>
        {isPercentage && (
          <TextField
            label="Percentage off"
            required
            value={values.discountPercentage}
            onChange={(event) => change({ discountPercentage: event.target.value })}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
            {...field('discountPercentage', 'Taken off the item total.')}
          />
        )}
        {isAmount && (
          <MoneyField
            label="Amount off"
            required
            value={values.discountAmount}
            onChange={(discountAmount) => change({ discountAmount })}
            symbol={symbol}
            problem={problem('discountAmount')}
            helperText="Taken off the item total, never more than the items cost."
            disabled={form.disabled}
          />
        )}
        <MoneyField
          label="Minimum spend"
          optional
          value={values.applicableOverAmount}
          onChange={(applicableOverAmount) => change({ applicableOverAmount })}
          symbol={symbol}
          problem={problem('applicableOverAmount')}
          helperText="Optional. The item total needed to use the coupon."
          disabled={form.disabled}
        />
      </FormSection>

      <FormSection title="When and where">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Starts"
            type="date"
            required
            fullWidth
            value={values.startDate}
            onChange={(event) => change({ startDate: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('startDate', 'First day it can be used.')}
          />
          <TextField
            label="Ends"
            type="date"
            required
            fullWidth
            value={values.endDate}
            onChange={(event) => change({ endDate: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('endDate', 'Last day it can be used.')}
          />
        </Stack>
        <ChoiceGroup
          label="Days of the week"
          hint="None ticked: every day."
          options={WEEKDAYS}
          words={dayWords}
          selected={values.dows}
          onChange={(dows) => change({ dows })}
          problem={problem('dows')}
          disabled={form.disabled}
        />
        {values.type !== 'freeDelivery' && (
          <ChoiceGroup
            label="Order types"
            hint="None ticked: pickup, delivery and dine-in."
            options={COLLECTION_TYPES}
            words={(type) => COLLECTION_WORDS[type]}
            selected={values.collectionType}
            onChange={(collectionType) => change({ collectionType })}
            problem={problem('collectionType')}
            disabled={form.disabled}
          />
        )}
        <ChoiceGroup
          label="Stores"
          hint={stores.loading ? 'Loading the stores…' : 'None ticked: every store of the restaurant.'}
          options={stores.data.map((store) => store.id)}
          words={(storeId) => stores.data.find((store) => store.id === storeId)?.name ?? storeId}
          selected={values.applicableStoreIds}
          onChange={(applicableStoreIds) => change({ applicableStoreIds })}
          problem={problem('applicableStoreIds')}
          disabled={form.disabled}
        />
      </FormSection>

      <FormSection title="Limits">
        <TextField
          label="Maximum redemptions"
          value={values.maxRedeems}
          onChange={(event) => change({ maxRedeems: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...field(
            'maxRedeems',
            saved
              ? `Used ${saved.redeemedCount} ${saved.redeemedCount === 1 ? 'time' : 'times'} so far. Empty: no limit.`
              : 'All customers together. Empty: no limit.',
          )}
        />
        <SwitchRow
          label="First order only"
          description="Only for a customer's first order with the restaurant. Customers sign in with their mobile number to use it, and each verified number can use it once."
          checked={values.firstOrderDiscount}
          onChange={(firstOrderDiscount) => change({ firstOrderDiscount })}
          disabled={form.disabled}
        />
        <SwitchRow
          label="Can't be combined"
          description="Not usable together with any other coupon."
          checked={values.exclusive}
          onChange={(exclusive) => change({ exclusive })}
          disabled={form.disabled}
        />
      </FormSection>

      <EditFormFooter
        dirty={form.dirty && savedId === undefined}
        busy={form.busy}
        isAdmin={form.isAdmin}
        onDiscard={form.discard}
        back={{
          to: couponId
            ? `${couponsPagePath(restaurant.id)}/${encodeURIComponent(couponId)}`
            : couponsPagePath(restaurant.id),
          label: 'Cancel',
        }}
      />
    </EditPageShell>
  );
}
