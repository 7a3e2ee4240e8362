import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CollectionType,
  type ItemSelection,
  type ItemSpec,
  type MenuCatalogue,
  type PizzaHalf,
  priceLine,
} from '@resto/domain';
import {
  initialSelection,
  MoneyField,
  missingChoices,
  pizzaSizesFor,
  pizzasForSize,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { ChoiceChip, ChoiceSection, ModifierChips } from './ChoiceChips';

export interface ItemDialogProps {
  spec: ItemSpec;
  catalogue: MenuCatalogue;
  collectionType: CollectionType;
  /** Editing a line: its current selection. */
  initial?: ItemSelection | undefined;
  /** Editing a line: its current price change. */
  initialAdjustments?: LineAdjustments | undefined;
  money: (cents: number) => string;
  onClose(): void;
  /** `adjustments` only when the cashier changed the price (an authorised employee must approve it). */
  onDone(selection: ItemSelection, adjustments: LineAdjustments | undefined): void;
}

export interface LineAdjustments {
  discountForItem?: number;
  extraChargeForItem?: number;
}

const emptyHalf = (): PizzaHalf => ({ pizzaSpecId: '', addToppings: [], removeToppings: [] });

/**
 * Builds one line for any item type: options, sizes and topping changes, two halves, a deal's parts,
 * or a custom item's typed name and price; quantity and a comment for the kitchen. The price shown is
 * the domain's `priceLine` of the current choices (as the server will charge); the "Add" button stays
 * off until the choices are complete and priced.
 */
export function ItemDialog({
  spec,
  catalogue,
  collectionType,
  initial,
  initialAdjustments,
  money,
  onClose,
  onDone,
}: ItemDialogProps) {
  const settings = catalogue.pizzaSettings;
  const [discount, setDiscount] = useState<number | undefined>(
    initialAdjustments?.discountForItem || undefined,
  );
  const [extraCharge, setExtraCharge] = useState<number | undefined>(
    initialAdjustments?.extraChargeForItem || undefined,
  );
  const adjustments = useMemo((): LineAdjustments | undefined => {
    const off = discount !== undefined && discount > 0 ? discount : 0;
    const extra = extraCharge !== undefined && extraCharge > 0 ? extraCharge : 0;
    if (off === 0 && extra === 0) return undefined;
    return {
      ...(off > 0 ? { discountForItem: off } : {}),
      ...(extra > 0 ? { extraChargeForItem: extra } : {}),
    };
  }, [discount, extraCharge]);
  const adjustmentProblem = [discount, extraCharge].some(
    (cents) => cents !== undefined && Number.isNaN(cents),
  )
    ? 'Type the price change as an amount'
    : undefined;
  const [selection, setSelection] = useState<ItemSelection>(
    () =>
      initial ??
      initialSelection(spec, settings) ?? {
        type: 'custom',
        specId: spec.id,
        quantity: 1,
        comments: '',
        name: '',
        price: Number.NaN,
      },
  );
  const update = (patch: Partial<ItemSelection>) =>
    setSelection((current) => ({ ...current, ...patch }) as ItemSelection);

  const missing = useMemo(() => missingChoices(spec, selection, catalogue), [spec, selection, catalogue]);
  const customProblem =
    selection.type === 'custom'
      ? selection.name.trim().length < 2
        ? 'Type the item name (2 to 100 characters)'
        : !Number.isInteger(selection.price) || selection.price < 0
          ? 'Type the price'
          : undefined
      : undefined;
  const priced = useMemo(
    () =>
      missing.length === 0 && !customProblem && !adjustmentProblem
        ? priceLine({ selection, ...(adjustments ? { adjustments } : {}) }, catalogue, {
            source: 'pos',
            collectionType,
          })
        : undefined,
    [missing, customProblem, adjustmentProblem, selection, adjustments, catalogue, collectionType],
  );

  const toppings = settings?.toppings ?? [];
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="item-dialog-title">
      <DialogTitle id="item-dialog-title" sx={{ fontWeight: 700 }}>
        {spec.type === 'custom' ? 'Custom item' : spec.name}
      </DialogTitle>
      <DialogContent dividers>
        {spec.description && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {spec.description}
          </Typography>
        )}

        {selection.type === 'custom' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              label="Item name"
              value={selection.name}
              onChange={(event) => update({ name: event.target.value.slice(0, 100) })}
              autoFocus
              fullWidth
            />
            <MoneyField
              label="Price"
              value={selection.price}
              onChange={(cents) => update({ price: cents ?? Number.NaN })}
              sx={{ minWidth: 180 }}
            />
          </Stack>
        )}

        {selection.type === 'basic' &&
          spec.type === 'basic' &&
          spec.modifiers.map((group) => (
            <ModifierChips
              key={group.id}
              group={group}
              value={selection.modifiersValue}
              onChange={(modifiersValue) => update({ modifiersValue })}
              money={money}
            />
          ))}

        {selection.type === 'pizza' && spec.type === 'pizza' && (
          <>
            <ChoiceSection title="Size">
              {pizzaSizesFor(spec, settings).map((size) => (
                <ChoiceChip
                  key={size.id}
                  label={`${size.name} ${money(spec.sizes[size.id]?.price ?? 0)}`}
                  selected={selection.sizeId === size.id}
                  onClick={() => update({ sizeId: size.id })}
                />
              ))}
            </ChoiceSection>
            {toppings.length > 0 && (
              <ChoiceSection title="Add toppings">
                {toppings.map((topping) => (
                  <ChoiceChip
                    key={topping.id}
                    label={`${topping.name} +${money(topping.prices[selection.sizeId] ?? 0)}`}
                    selected={selection.addToppings.includes(topping.id)}
                    onClick={() => update({ addToppings: toggle(selection.addToppings, topping.id) })}
                  />
                ))}
              </ChoiceSection>
            )}
            {spec.removeToppings.length > 0 && (
              <ChoiceSection title="Leave off">
                {spec.removeToppings.map((name) => (
                  <ChoiceChip
                    key={name}
                    label={`No ${name}`}
                    selected={selection.removeToppings.includes(name)}
                    onClick={() => update({ removeToppings: toggle(selection.removeToppings, name) })}
                  />
                ))}
              </ChoiceSection>
            )}
          </>
        )}

        {selection.type === 'halfAndHalf' &&
          spec.type === 'halfAndHalf' &&
          (['firstHalf', 'secondHalf'] as const).map((half) => (
            <ChoiceSection key={half} title={half === 'firstHalf' ? 'First half' : 'Second half'}>
              {pizzasForSize(spec.includedPizzaIds, spec.pizzaSizeId, catalogue, true).map((pizza) => (
                <ChoiceChip
                  key={pizza.id}
                  label={pizza.name}
                  selected={selection[half].pizzaSpecId === pizza.id}
                  onClick={() => update({ [half]: { ...emptyHalf(), pizzaSpecId: pizza.id } })}
                />
              ))}
            </ChoiceSection>
          ))}

        {selection.type === 'deal' && spec.type === 'deal' && (
          <>
            {spec.modifiers.map((group) => (
              <ModifierChips
                key={group.id}
                group={group}
                value={selection.modifiersValue}
                onChange={(modifiersValue) => update({ modifiersValue })}
                money={money}
              />
            ))}
            {spec.pizzas.map((slot) => (
              <ChoiceSection key={slot.id} title={slot.name}>
                {pizzasForSize(slot.includedPizzaIds, slot.pizzaSizeId, catalogue, false).map((pizza) => (
                  <ChoiceChip
                    key={pizza.id}
                    label={pizza.name}
                    selected={selection.pizzas[slot.id]?.pizzaId === pizza.id}
                    onClick={() =>
                      update({
                        pizzas: {
                          ...selection.pizzas,
                          [slot.id]: { pizzaId: pizza.id, addToppings: [], removeToppings: [] },
                        },
                      })
                    }
                  />
                ))}
              </ChoiceSection>
            ))}
            {spec.items.flatMap((item) =>
              item.modifiers.map((group) => (
                <ModifierChips
                  key={`${item.id}-${group.id}`}
                  context={item.name}
                  group={group}
                  value={selection.items[item.id]?.modifiersValue ?? {}}
                  onChange={(modifiersValue) =>
                    update({ items: { ...selection.items, [item.id]: { modifiersValue } } })
                  }
                  money={money}
                />
              )),
            )}
          </>
        )}

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 1, alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={1} aria-label="Quantity" sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label="One less"
              onClick={() => update({ quantity: Math.max(1, selection.quantity - 1) })}
              sx={{ border: 1, borderColor: 'divider', width: 56, height: 56 }}
            >
              <RemoveRounded />
            </IconButton>
            <Typography
              component="output"
              sx={{ minWidth: 40, textAlign: 'center', fontSize: '1.5rem', fontWeight: 700 }}
            >
              {selection.quantity}
            </Typography>
            <IconButton
              aria-label="One more"
              onClick={() => update({ quantity: Math.min(999, selection.quantity + 1) })}
              sx={{ border: 1, borderColor: 'divider', width: 56, height: 56 }}
            >
              <AddRounded />
            </IconButton>
          </Stack>
          <TextField
            label="Comment for the kitchen"
            value={selection.comments}
            onChange={(event) => update({ comments: event.target.value.slice(0, 250) })}
            fullWidth
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>Price change</Typography>
          <MoneyField label="Discount" optional value={discount} onChange={setDiscount} sx={{ width: 160 }} />
          <MoneyField
            label="Extra charge"
            optional
            value={extraCharge}
            onChange={setExtraCharge}
            sx={{ width: 160 }}
          />
          {adjustments && (
            <Typography variant="body2" color="text.secondary">
              An authorised employee approves this with their PIN.
            </Typography>
          )}
        </Stack>
        {priced && !priced.ok && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {priced.problem.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Box sx={{ flex: 1, color: 'text.secondary' }}>
          {missing.length > 0 ? `Still to choose: ${missing.join(', ')}` : (customProblem ?? '')}
        </Box>
        <Button size="large" onClick={onClose} sx={{ minHeight: 56 }}>
          Cancel
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={!priced?.ok}
          onClick={() => onDone(selection, adjustments)}
          sx={{ minHeight: 56, minWidth: 200, fontSize: '1.05rem' }}
        >
          {initial ? 'Update' : 'Add'} {priced?.ok ? money(priced.value.total) : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
