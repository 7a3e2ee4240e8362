import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PizzaItemSelection, PizzaItemSpec, PizzaSettings } from '@resto/domain';
import { useMoney } from '../menu/useMoney';
import { BuilderSection } from './BuilderSection';
import { pizzaSizesFor } from './draftSelection';
import { OPTION_ROW_SX } from './ModifierGroupField';
import { ToppingChangesField } from './ToppingChangesField';

export function PizzaOptions({
  spec,
  settings,
  selection,
  onChange,
}: {
  spec: PizzaItemSpec;
  settings: PizzaSettings;
  selection: PizzaItemSelection;
  onChange: (selection: PizzaItemSelection) => void;
}) {
  const money = useMoney();
  const sizes = pizzaSizesFor(spec, settings);
  const changeSize = (sizeId: string) => {
    // Extras the new size has no price for cannot stay on the pizza.
    const priced = (toppingId: string) =>
      settings.toppings.some((topping) => topping.id === toppingId && topping.prices[sizeId] !== undefined);
    onChange({ ...selection, sizeId, addToppings: selection.addToppings.filter(priced) });
  };
  return (
    <>
      <BuilderSection title="Size" hint="Choose 1">
        <RadioGroup
          value={selection.sizeId}
          onChange={(event) => changeSize(event.target.value)}
          aria-label="Size"
        >
          {sizes.map((size) => (
            <FormControlLabel
              key={size.id}
              value={size.id}
              control={<Radio />}
              label={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <span>{size.name}</span>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {money(spec.sizes[size.id]?.price ?? 0)}
                  </Box>
                </Box>
              }
              sx={OPTION_ROW_SX}
            />
          ))}
        </RadioGroup>
      </BuilderSection>
      {selection.sizeId && (
        <ToppingChangesField
          pizza={spec}
          sizeId={selection.sizeId}
          settings={settings}
          value={selection}
          onChange={(changes) => onChange({ ...selection, ...changes })}
        />
      )}
    </>
  );
}
