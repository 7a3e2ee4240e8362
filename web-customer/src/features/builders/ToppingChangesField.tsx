import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PizzaItemSpec, PizzaSettings } from '@resto/domain';
import { useMoney } from '../menu/useMoney';
import { BuilderSection } from './BuilderSection';
import { OPTION_ROW_SX } from './ModifierGroupField';

export interface ToppingChanges {
  addToppings: string[];
  removeToppings: string[];
}

export interface ToppingChangesFieldProps {
  pizza: PizzaItemSpec;
  sizeId: string;
  settings: PizzaSettings;
  value: ToppingChanges;
  onChange: (value: ToppingChanges) => void;
  /** "First half" etc., so the fieldsets of two halves are told apart. */
  context?: string;
  /** Half toppings cost half; the listed price is the whole-pizza price (the total shows the real one). */
  onHalf?: boolean;
}

const toggle = (list: readonly string[], entry: string, on: boolean) =>
  on
    ? [...list.filter((candidate) => candidate !== entry), entry]
    : list.filter((candidate) => candidate !== entry);

/** "Take off" (free) and "Add extra" (priced per size by the store's pizza settings) for one pizza or half. */
export function ToppingChangesField({
  pizza,
  sizeId,
  settings,
  value,
  onChange,
  context,
  onHalf,
}: ToppingChangesFieldProps) {
  const money = useMoney();
  const extras = settings.toppings.filter((topping) => topping.prices[sizeId] !== undefined);
  const prefix = context ? `${context}: ` : '';
  return (
    <>
      {pizza.removeToppings.length > 0 && (
        <BuilderSection title={`${prefix}Take off`} hint="Free · choose any">
          {pizza.removeToppings.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  checked={value.removeToppings.includes(name)}
                  onChange={(event) =>
                    onChange({
                      ...value,
                      removeToppings: toggle(value.removeToppings, name, event.target.checked),
                    })
                  }
                />
              }
              label={`No ${name.toLowerCase()}`}
              sx={OPTION_ROW_SX}
            />
          ))}
        </BuilderSection>
      )}
      {extras.length > 0 && (
        <BuilderSection
          title={`${prefix}Add extra toppings`}
          hint={onHalf ? 'Choose any · on a half, extras cost half the listed price' : 'Choose any'}
        >
          {extras.map((topping) => (
            <FormControlLabel
              key={topping.id}
              control={
                <Checkbox
                  checked={value.addToppings.includes(topping.id)}
                  onChange={(event) =>
                    onChange({
                      ...value,
                      addToppings: toggle(value.addToppings, topping.id, event.target.checked),
                    })
                  }
                />
              }
              label={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <span>{topping.name}</span>
                  <Typography component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    +{money(topping.prices[sizeId] ?? 0)}
                  </Typography>
                </Box>
              }
              sx={OPTION_ROW_SX}
            />
          ))}
        </BuilderSection>
      )}
    </>
  );
}
