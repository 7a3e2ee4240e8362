import TextField from '@mui/material/TextField';
import type { PizzaItemSpec } from '@resto/domain';

export interface PizzaPickerProps {
  label: string;
  pizzas: readonly PizzaItemSpec[];
  value: string;
  onChange: (pizzaId: string) => void;
  name: string;
}

/** A native select of pizzas: short on phones, and fully usable with the keyboard and screen readers. */
export function PizzaPicker({ label, pizzas, value, onChange, name }: PizzaPickerProps) {
  return (
    <TextField
      select
      fullWidth
      required
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 2, bgcolor: 'background.paper' }}
    >
      <option value="" disabled>
        Choose a pizza
      </option>
      {pizzas.map((pizza) => (
        <option key={pizza.id} value={pizza.id}>
          {pizza.name}
        </option>
      ))}
    </TextField>
  );
}
