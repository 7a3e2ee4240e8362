import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BasicItemSpec,
  type DealItemSpec,
  type DealPizzaSpec,
  dealItemCandidates,
  type ItemSpec,
  type PizzaItemSpec,
  type PizzaSettings,
  pickDealItem,
} from '@resto/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormSection } from '../../../shared/FormSection';
import {
  AddRowButton,
  PathTextField,
  patchAt,
  RemoveRowButton,
  RowCards,
  removeAt,
  WholeNumberField,
} from './EditableList';
import { ChipsField } from './fields/ChipsField';
import { MoneyField } from './fields/MoneyField';
import type { ItemSectionProps } from './ItemCommonSections';
import { type DraftOf, newLocalId } from './itemDraft';
import { ModifierGroupsEditor } from './ModifierGroupsEditor';
import { PizzaChoiceList } from './PizzaChoiceList';

export function BasePriceField({
  draft,
  update,
  problem,
  disabled,
  symbol,
  label = 'Price',
  helperText,
}: ItemSectionProps & { label?: string; helperText?: string }) {
  return (
    <MoneyField
      label={label}
      name="price.basePrice"
      required
      symbol={symbol}
      cents={draft.price.basePrice}
      disabled={disabled}
      onChange={(basePrice) => update({ price: { ...draft.price, basePrice } })}
      error={problem('price.basePrice')}
      helperText={helperText}
    />
  );
}

export function BasicSections(props: ItemSectionProps<DraftOf<'basic'>>) {
  const { draft, update, problem, disabled, symbol } = props;
  return (
    <>
      <FormSection title="Price">
        <BasePriceField {...(props as ItemSectionProps)} />
      </FormSection>
      <FormSection
        title="Choices"
        description="Groups of options the customer picks from. A minimum of 1 or more makes the group required."
      >
        <ModifierGroupsEditor
          path="modifiers"
          groups={draft.modifiers}
          onChange={(modifiers) => update({ modifiers })}
          problem={problem}
          disabled={disabled}
          symbol={symbol}
        />
      </FormSection>
    </>
  );
}

function NoPizzaSettings({ pizzaSettingsPath }: { pizzaSettingsPath: string }) {
  return (
    <Alert severity="info">
      Pizzas are priced per size. Set up your sizes first in{' '}
      <Link component={RouterLink} to={pizzaSettingsPath}>
        Pizza settings
      </Link>
      .
    </Alert>
  );
}

export function PizzaSections(
  props: ItemSectionProps<DraftOf<'pizza'>> & {
    pizzaSettings: PizzaSettings | undefined;
    pizzaSettingsPath: string;
  },
) {
  const { draft, update, problem, disabled, symbol, pizzaSettings, pizzaSettingsPath } = props;
  const sizes = pizzaSettings?.sizes ?? [];
  const unknownSizes = Object.keys(draft.sizes).filter((id) => !sizes.some((size) => size.id === id));
  const removeProblem = Object.entries(draft.removeToppings)
    .map(([index]) => problem(`removeToppings.${index}`))
    .find(Boolean);
  return (
    <>
      <FormSection title="Sizes and prices" description="Switch on each size this pizza comes in.">
        {sizes.length === 0 && <NoPizzaSettings pizzaSettingsPath={pizzaSettingsPath} />}
        {sizes.map((size) => {
          const entry = draft.sizes[size.id];
          const setEntry = (next: typeof entry) => {
            const { [size.id]: _removed, ...others } = draft.sizes;
            update({ sizes: next ? { ...others, [size.id]: next } : others });
          };
          return (
            <Stack
              key={size.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
              role="group"
              aria-label={`${size.name} size`}
            >
              <FormControlLabel
                sx={{ width: { sm: 160 }, flexShrink: 0 }}
                label={size.name}
                control={
                  <Switch
                    checked={entry !== undefined}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': `Sold in ${size.name}` } }}
                    onChange={(event) =>
                      setEntry(
                        event.target.checked
                          ? { price: 0, halfAndHalfAvailable: size.hasHalfAndHalf }
                          : undefined,
                      )
                    }
                  />
                }
              />
              {entry && (
                <>
                  <MoneyField
                    label={`${size.name} price`}
                    name={`sizes.${size.id}.price`}
                    symbol={symbol}
                    cents={entry.price}
                    disabled={disabled}
                    onChange={(price) => setEntry({ ...entry, price })}
                    error={problem(`sizes.${size.id}.price`)}
                    size="small"
                  />
                  {size.hasHalfAndHalf && (
                    <FormControlLabel
                      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                      label="Can be a half"
                      control={
                        <Switch
                          checked={entry.halfAndHalfAvailable}
                          disabled={disabled}
                          onChange={(event) =>
                            setEntry({ ...entry, halfAndHalfAvailable: event.target.checked })
                          }
                        />
                      }
                    />
                  )}
                </>
              )}
            </Stack>
          );
        })}
        {unknownSizes.length > 0 && (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() =>
                  update({
                    sizes: Object.fromEntries(
                      Object.entries(draft.sizes).filter(([id]) => !unknownSizes.includes(id)),
                    ),
                  })
                }
              >
                Remove
              </Button>
            }
          >
            Prices for sizes no longer in pizza settings: {unknownSizes.join(', ')}.
          </Alert>
        )}
        {problem('sizes') && <FormHelperText error>{problem('sizes')}</FormHelperText>}
      </FormSection>
      <FormSection
        title="Removable toppings"
        description="Toppings a customer may ask to leave off, for free."
      >
        <ChipsField
          label="Removable toppings"
          name="removeToppings"
          values={draft.removeToppings}
          disabled={disabled}
          onChange={(removeToppings) => update({ removeToppings })}
          placeholder="Onion"
          error={removeProblem}
        />
      </FormSection>
    </>
  );
}

export function HalfAndHalfSections(
  props: ItemSectionProps<DraftOf<'halfAndHalf'>> & {
    pizzaSettings: PizzaSettings | undefined;
    pizzas: readonly PizzaItemSpec[];
    pizzaSettingsPath: string;
  },
) {
  const { draft, update, problem, disabled, pizzaSettings, pizzas, pizzaSettingsPath } = props;
  const sizes = (pizzaSettings?.sizes ?? []).filter((size) => size.hasHalfAndHalf);
  return (
    <FormSection
      title="Half-and-half"
      description="The customer picks two of these pizzas; they pay for the dearer half plus the size's half-and-half charge."
    >
      {sizes.length === 0 && <NoPizzaSettings pizzaSettingsPath={pizzaSettingsPath} />}
      <TextField
        select
        label="Pizza size"
        name="pizzaSizeId"
        required
        value={sizes.some((size) => size.id === draft.pizzaSizeId) ? draft.pizzaSizeId : ''}
        disabled={disabled}
        onChange={(event) => update({ pizzaSizeId: event.target.value })}
        error={Boolean(problem('pizzaSizeId'))}
        helperText={
          problem('pizzaSizeId') ? 'Choose a size' : 'Only sizes that allow half-and-half are listed.'
        }
      >
        {sizes.map((size) => (
          <MenuItem key={size.id} value={size.id}>
            {size.name}
          </MenuItem>
        ))}
      </TextField>
      <PizzaChoiceList
        label="Pizzas that can be halves"
        pizzas={pizzas}
        sizeId={draft.pizzaSizeId}
        halvesOnly
        value={draft.includedPizzaIds}
        onChange={(includedPizzaIds) => update({ includedPizzaIds })}
        error={problem('includedPizzaIds')}
        disabled={disabled}
      />
    </FormSection>
  );
}

/**
 * A deal item's name, picked from the menu's items (which also brings the item's choices) or typed
 * for something not on the menu.
 */
function DealItemNameField({
  path,
  problem,
  value,
  disabled,
  candidates,
  onType,
  onPick,
}: {
  path: string;
  problem: (path: string) => string | undefined;
  value: string;
  disabled: boolean | undefined;
  candidates: readonly BasicItemSpec[];
  onType: (name: string) => void;
  onPick: (item: BasicItemSpec) => void;
}) {
  return (
    <Autocomplete
      freeSolo
      options={candidates}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          <span>
            {option.name}
            {option.modifiers.length > 0 && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {` · ${option.modifiers.map((group) => group.name).join(', ')}`}
              </Typography>
            )}
          </span>
        </li>
      )}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onType(text);
      }}
      onChange={(_event, chosen) => {
        if (chosen && typeof chosen !== 'string') onPick(chosen);
      }}
      disabled={disabled}
      sx={{ flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Item name"
          name={path}
          error={Boolean(problem(path))}
          helperText={
            problem(path) ??
            (candidates.length > 0 ? 'Pick from the menu (brings its choices) or type a name.' : undefined)
          }
        />
      )}
    />
  );
}

export function DealSections(
  props: ItemSectionProps<DraftOf<'deal'>> & {
    pizzaSettings: PizzaSettings | undefined;
    pizzas: readonly PizzaItemSpec[];
    pizzaSettingsPath: string;
    /** The store's menu, to pick deal items from instead of typing their names. */
    menuItems: readonly ItemSpec[];
  },
) {
  const { draft, update, problem, disabled, symbol, pizzaSettings, pizzas, menuItems } = props;
  const candidates = useMemo(() => dealItemCandidates(menuItems), [menuItems]);
  const sizes = pizzaSettings?.sizes ?? [];
  const setItem = (index: number, patch: Partial<DealItemSpec>) =>
    update({ items: patchAt(draft.items, index, patch) });
  const setPizza = (index: number, patch: Partial<DealPizzaSpec>) =>
    update({ pizzas: patchAt(draft.pizzas, index, patch) });

  return (
    <>
      <FormSection
        title="Price"
        description="What the deal costs; the pizzas' own prices are included in it."
      >
        <BasePriceField {...(props as ItemSectionProps)} label="Deal price" />
      </FormSection>
      <FormSection
        title="Items in the deal"
        description='Things like "2 × Garlic bread", each with its own choices.'
      >
        <RowCards rows={draft.items} path="items" noun="Item" describe={(label) => `Deal item ${label}`}>
          {(item, index, at, label) => {
            return (
              <>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <DealItemNameField
                    path={`${at}.name`}
                    problem={problem}
                    value={item.name}
                    disabled={disabled}
                    candidates={candidates}
                    onType={(name) => setItem(index, { name })}
                    onPick={(picked) =>
                      update({ items: patchAt(draft.items, index, pickDealItem(item, picked, newLocalId)) })
                    }
                  />
                  <WholeNumberField
                    label="Quantity"
                    path={`${at}.quantity`}
                    problem={problem}
                    value={item.quantity}
                    disabled={disabled}
                    onValue={(quantity) => setItem(index, { quantity })}
                    min={1}
                    max={20}
                    sx={{ width: 110 }}
                  />
                  <RemoveRowButton
                    label={`Remove ${label} from the deal`}
                    disabled={disabled}
                    sx={{ mt: 1 }}
                    onClick={() => update({ items: removeAt(draft.items, index) })}
                  />
                </Stack>
                <ModifierGroupsEditor
                  path={`${at}.modifiers`}
                  groups={item.modifiers}
                  onChange={(modifiers) => setItem(index, { modifiers })}
                  problem={problem}
                  disabled={disabled}
                  symbol={symbol}
                  emptyHint="No choices for this item."
                />
              </>
            );
          }}
        </RowCards>
        <AddRowButton
          disabled={disabled}
          onClick={() =>
            update({
              items: [...draft.items, { id: newLocalId('deal-item'), name: '', quantity: 1, modifiers: [] }],
            })
          }
        >
          Add item
        </AddRowButton>
        {problem('items') && <FormHelperText error>{problem('items')}</FormHelperText>}
      </FormSection>
      <FormSection
        title="Pizzas in the deal"
        description="Each slot lets the customer pick one pizza in a size."
      >
        <RowCards rows={draft.pizzas} path="pizzas" noun="Pizza" describe={(label) => `Deal pizza ${label}`}>
          {(pizza, index, at, label) => {
            return (
              <>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <PathTextField
                    label="Slot name"
                    path={`${at}.name`}
                    problem={problem}
                    value={pizza.name}
                    placeholder="Any large pizza"
                    disabled={disabled}
                    onChange={(event) => setPizza(index, { name: event.target.value })}
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    select
                    label="Size"
                    name={`${at}.pizzaSizeId`}
                    value={sizes.some((size) => size.id === pizza.pizzaSizeId) ? pizza.pizzaSizeId : ''}
                    disabled={disabled}
                    onChange={(event) =>
                      setPizza(index, { pizzaSizeId: event.target.value, includedPizzaIds: [] })
                    }
                    error={Boolean(problem(`${at}.pizzaSizeId`))}
                    helperText={problem(`${at}.pizzaSizeId`) && 'Choose a size'}
                    sx={{ width: { sm: 160 } }}
                  >
                    {sizes.map((size) => (
                      <MenuItem key={size.id} value={size.id}>
                        {size.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <RemoveRowButton
                    label={`Remove ${label} from the deal`}
                    disabled={disabled}
                    sx={{ mt: 1, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
                    onClick={() => update({ pizzas: removeAt(draft.pizzas, index) })}
                  />
                </Stack>
                <PizzaChoiceList
                  label="Pizzas to choose from"
                  pizzas={pizzas}
                  sizeId={pizza.pizzaSizeId}
                  value={pizza.includedPizzaIds}
                  onChange={(includedPizzaIds) => setPizza(index, { includedPizzaIds })}
                  error={problem(`${at}.includedPizzaIds`)}
                  disabled={disabled}
                />
              </>
            );
          }}
        </RowCards>
        {sizes.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Set up pizza sizes in Pizza settings to add pizzas to deals.
          </Typography>
        ) : (
          <AddRowButton
            disabled={disabled}
            onClick={() =>
              update({
                pizzas: [
                  ...draft.pizzas,
                  {
                    id: newLocalId('deal-pizza'),
                    name: `${sizes.at(-1)?.name ?? ''} pizza`.trim(),
                    pizzaSizeId: sizes.at(-1)?.id ?? '',
                    includedPizzaIds: [],
                  },
                ],
              })
            }
          >
            Add pizza
          </AddRowButton>
        )}
      </FormSection>
      <FormSection title="Deal choices" description='Choices for the deal as a whole, e.g. "Choose a drink".'>
        <ModifierGroupsEditor
          path="modifiers"
          groups={draft.modifiers}
          onChange={(modifiers) => update({ modifiers })}
          problem={problem}
          disabled={disabled}
          symbol={symbol}
          emptyHint="No deal-wide choices."
        />
      </FormSection>
    </>
  );
}

export function CustomSections(props: ItemSectionProps<DraftOf<'custom'>>) {
  return (
    <FormSection
      title="Price"
      description="A custom item is only sold at the POS: the cashier types its name and price each time. These are the defaults."
    >
      <BasePriceField
        {...(props as ItemSectionProps)}
        label="Default price"
        helperText="Shown on the POS keypad to start with."
      />
    </FormSection>
  );
}
