import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  COLLECTION_TYPES,
  type CollectionType,
  type CurrencyCode,
  formatMoney,
  type ItemSpec,
  menuCatalogue,
  type OrderSource,
  type PizzaSettings,
  priceLine,
} from '@resto/domain';
import { useMemo, useState } from 'react';
import { ModifierChooser } from './ModifierChooser';
import { NO_CHOICES, type PreviewChoices, previewSelection } from './previewSelection';

const COLLECTION_LABELS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};
const CHANNELS: { source: OrderSource; label: string }[] = [
  { source: 'website', label: 'Online' },
  { source: 'pos', label: 'POS' },
  { source: 'uberEats', label: 'Uber Eats' },
];

export interface PricePreviewProps {
  /** The item as edited (or stored); priced as if it were on sale now. */
  spec: ItemSpec;
  /** The store's other items, for the pizzas a half-and-half or deal refers to. */
  items: readonly ItemSpec[];
  pizzaSettings: PizzaSettings | undefined;
  currency: CurrencyCode;
  title?: string;
}

/**
 * The price a customer would pay for the choices made here, computed by the domain's pricing (the
 * same code the server charges with), so owners see the effect of every change as they make it.
 */
export function PricePreview({
  spec,
  items,
  pizzaSettings,
  currency,
  title = 'Price preview',
}: PricePreviewProps) {
  const [choices, setChoices] = useState<PreviewChoices>(NO_CHOICES);
  const [collectionType, setCollectionType] = useState<CollectionType>('pickup');
  const [source, setSource] = useState<OrderSource>(spec.type === 'custom' ? 'pos' : 'website');
  const choose = (patch: Partial<PreviewChoices>) => setChoices((previous) => ({ ...previous, ...patch }));

  // Sold-out or hidden items still get a price here: the owner is checking the price, not ordering.
  const sellable = useMemo<ItemSpec>(() => ({ ...spec, soldout: false, available: true }), [spec]);
  const selection = previewSelection(sellable, choices, pizzaSettings);
  const catalogue = useMemo(
    () => menuCatalogue([...items.filter((item) => item.id !== spec.id), sellable], pizzaSettings),
    [items, sellable, spec.id, pizzaSettings],
  );
  const result = useMemo(() => {
    try {
      const priced = priceLine({ selection }, catalogue, { source, collectionType });
      return priced.ok && !Number.isSafeInteger(priced.value.summary.price) ? undefined : priced;
    } catch {
      // Money fields mid-typing (not yet whole cents) cannot be priced; the form shows why.
      return undefined;
    }
  }, [selection, catalogue, source, collectionType]);

  const pizzasById = catalogue.itemsById;
  const pizzaName = (id: string) => pizzasById.get(id)?.name ?? 'Unknown pizza';

  return (
    <Card variant="outlined" sx={{ p: 2.5 }} aria-label={title} component="section">
      <Stack spacing={2}>
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Sold through"
            value={source}
            onChange={(event) => setSource(event.target.value as OrderSource)}
            sx={{ minWidth: 130 }}
          >
            {CHANNELS.map((channel) => (
              <MenuItem key={channel.source} value={channel.source}>
                {channel.label}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={collectionType}
            onChange={(_event, next: CollectionType | null) => next && setCollectionType(next)}
            aria-label="Order type"
          >
            {COLLECTION_TYPES.map((type) => (
              <ToggleButton key={type} value={type}>
                {COLLECTION_LABELS[type]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>

        {sellable.type === 'basic' && sellable.modifiers.length > 0 && (
          <ModifierChooser
            groups={sellable.modifiers}
            value={choices.modifiersValue}
            onChange={(modifiersValue) => choose({ modifiersValue })}
            currency={currency}
          />
        )}

        {sellable.type === 'pizza' && selection.type === 'pizza' && (
          <Stack spacing={1.5}>
            <TextField
              select
              size="small"
              label="Size"
              value={selection.sizeId}
              onChange={(event) => choose({ sizeId: event.target.value })}
            >
              {(pizzaSettings?.sizes ?? [])
                .filter((size) => size.id in sellable.sizes)
                .map((size) => (
                  <MenuItem key={size.id} value={size.id}>
                    {size.name}
                  </MenuItem>
                ))}
            </TextField>
            {(pizzaSettings?.toppings ?? []).some(
              (topping) => topping.prices[selection.sizeId] !== undefined,
            ) && (
              <Box role="group" aria-label="Add toppings">
                <Typography variant="subtitle2" component="p">
                  Add toppings
                </Typography>
                {(pizzaSettings?.toppings ?? [])
                  .filter((topping) => topping.prices[selection.sizeId] !== undefined)
                  .map((topping) => (
                    <FormControlLabel
                      key={topping.id}
                      label={`${topping.name} +${formatMoney(topping.prices[selection.sizeId] ?? 0, currency)}`}
                      control={
                        <Checkbox
                          size="small"
                          checked={choices.addToppings.includes(topping.id)}
                          onChange={(event) =>
                            choose({
                              addToppings: event.target.checked
                                ? [...choices.addToppings, topping.id]
                                : choices.addToppings.filter((id) => id !== topping.id),
                            })
                          }
                        />
                      }
                    />
                  ))}
              </Box>
            )}
            {sellable.removeToppings.length > 0 && (
              <Box role="group" aria-label="Leave off">
                <Typography variant="subtitle2" component="p">
                  Leave off
                </Typography>
                {sellable.removeToppings.map((name) => (
                  <FormControlLabel
                    key={name}
                    label={`No ${name}`}
                    control={
                      <Checkbox
                        size="small"
                        checked={choices.removeToppings.includes(name)}
                        onChange={(event) =>
                          choose({
                            removeToppings: event.target.checked
                              ? [...choices.removeToppings, name]
                              : choices.removeToppings.filter((candidate) => candidate !== name),
                          })
                        }
                      />
                    }
                  />
                ))}
              </Box>
            )}
          </Stack>
        )}

        {sellable.type === 'halfAndHalf' &&
          selection.type === 'halfAndHalf' &&
          sellable.includedPizzaIds.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {(['firstHalf', 'secondHalf'] as const).map((half) => (
                <TextField
                  key={half}
                  select
                  size="small"
                  fullWidth
                  label={half === 'firstHalf' ? 'First half' : 'Second half'}
                  value={selection[half].pizzaSpecId}
                  onChange={(event) =>
                    choose(
                      half === 'firstHalf'
                        ? { firstHalfId: event.target.value }
                        : { secondHalfId: event.target.value },
                    )
                  }
                >
                  {sellable.includedPizzaIds.map((id) => (
                    <MenuItem key={id} value={id}>
                      {pizzaName(id)}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
          )}

        {sellable.type === 'deal' && selection.type === 'deal' && (
          <Stack spacing={1.5}>
            {sellable.pizzas
              .filter((slot) => slot.includedPizzaIds.length > 0)
              .map((slot) => (
                <TextField
                  key={slot.id}
                  select
                  size="small"
                  label={slot.name || 'Pizza'}
                  value={selection.pizzas[slot.id]?.pizzaId ?? ''}
                  onChange={(event) =>
                    choose({ dealPizzas: { ...choices.dealPizzas, [slot.id]: event.target.value } })
                  }
                >
                  {slot.includedPizzaIds.map((id) => (
                    <MenuItem key={id} value={id}>
                      {pizzaName(id)}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            {sellable.items
              .filter((item) => item.modifiers.length > 0)
              .map((item) => (
                <ModifierChooser
                  key={item.id}
                  owner={item.name}
                  groups={item.modifiers}
                  value={choices.dealItems[item.id] ?? {}}
                  onChange={(value) => choose({ dealItems: { ...choices.dealItems, [item.id]: value } })}
                  currency={currency}
                />
              ))}
            <ModifierChooser
              groups={sellable.modifiers}
              value={choices.modifiersValue}
              onChange={(modifiersValue) => choose({ modifiersValue })}
              currency={currency}
            />
          </Stack>
        )}

        <Divider />
        <Box aria-live="polite">
          {result === undefined ? (
            <Typography sx={{ color: 'text.secondary' }}>Fix the amounts above to see the price.</Typography>
          ) : result.ok ? (
            <Stack spacing={0.5}>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
                Customer pays
              </Typography>
              <Typography
                data-testid="preview-price"
                sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}
              >
                {formatMoney(result.value.summary.price, currency)}
              </Typography>
              {result.value.summary.description && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {result.value.summary.description}
                </Typography>
              )}
            </Stack>
          ) : (
            <Alert severity={result.problem.reason === 'Invalid Selection' ? 'info' : 'warning'}>
              {result.problem.message}
            </Alert>
          )}
        </Box>
        {(spec.soldout || !spec.available) && (
          <Typography variant="body2" sx={{ color: 'warning.main' }}>
            Customers cannot order it right now: it is {spec.soldout ? 'sold out' : 'switched off'}.
          </Typography>
        )}
      </Stack>
    </Card>
  );
}
