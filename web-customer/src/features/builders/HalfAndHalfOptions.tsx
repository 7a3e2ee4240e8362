import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {
  HalfAndHalfItemSpec,
  HalfAndHalfSelection,
  MenuCatalogue,
  PizzaHalf,
  PizzaSettings,
} from '@resto/domain';
import { pizzasForSize } from './draftSelection';
import { PizzaPicker } from './PizzaHalfPicker';
import { ToppingChangesField } from './ToppingChangesField';

const HALVES = [
  { key: 'firstHalf', label: 'First half' },
  { key: 'secondHalf', label: 'Second half' },
] as const;

/** The size is the item's; the customer picks two pizzas, each with its own topping changes. */
export function HalfAndHalfOptions({
  spec,
  settings,
  catalogue,
  selection,
  onChange,
}: {
  spec: HalfAndHalfItemSpec;
  settings: PizzaSettings;
  catalogue: MenuCatalogue;
  selection: HalfAndHalfSelection;
  onChange: (selection: HalfAndHalfSelection) => void;
}) {
  const size = settings.sizes.find((candidate) => candidate.id === spec.pizzaSizeId);
  const pizzas = pizzasForSize(spec.includedPizzaIds, spec.pizzaSizeId, catalogue, true);
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {size ? `${size.name} size. ` : ''}Pick a pizza for each half; you pay for the dearer half
        {size && size.halfAndHalfExtraCharge > 0 ? ' plus a small charge for making two halves' : ''}.
      </Typography>
      {HALVES.map(({ key, label }) => {
        const half: PizzaHalf = selection[key];
        const pizza = pizzas.find((candidate) => candidate.id === half.pizzaSpecId);
        return (
          <Box key={key} sx={{ mb: 3 }} data-testid={`half-${key}`}>
            <PizzaPicker
              name={key}
              label={label}
              pizzas={pizzas}
              value={half.pizzaSpecId}
              // A different pizza has different toppings to take off; extras carry over.
              onChange={(pizzaSpecId) =>
                onChange({ ...selection, [key]: { ...half, pizzaSpecId, removeToppings: [] } })
              }
            />
            {pizza && (
              <ToppingChangesField
                pizza={pizza}
                sizeId={spec.pizzaSizeId}
                settings={settings}
                value={half}
                context={label}
                onHalf
                onChange={(changes) => onChange({ ...selection, [key]: { ...half, ...changes } })}
              />
            )}
          </Box>
        );
      })}
    </>
  );
}
