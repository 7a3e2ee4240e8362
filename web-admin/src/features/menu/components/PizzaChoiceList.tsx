import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PizzaItemSpec } from '@resto/domain';

export interface PizzaChoiceListProps {
  label: string;
  pizzas: readonly PizzaItemSpec[];
  /** The size the pizzas must come in; pizzas without a price in it are left out. */
  sizeId: string;
  /** Leave out pizzas that cannot be half of a half-and-half in that size. */
  halvesOnly?: boolean;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Tick the store's pizzas that may be chosen (for half-and-half halves and deal pizzas). */
export function PizzaChoiceList({
  label,
  pizzas,
  sizeId,
  halvesOnly,
  value,
  onChange,
  error,
  disabled,
}: PizzaChoiceListProps) {
  const eligible = pizzas.filter((pizza) => {
    const size = pizza.sizes[sizeId];
    return size !== undefined && (!halvesOnly || size.halfAndHalfAvailable);
  });
  const allChosen = eligible.length > 0 && eligible.every((pizza) => value.includes(pizza.id));
  return (
    <Stack role="group" aria-label={label}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
        {eligible.length > 1 && (
          <FormControlLabel
            label="All"
            control={
              <Checkbox
                checked={allChosen}
                disabled={disabled}
                onChange={(event) => onChange(event.target.checked ? eligible.map((pizza) => pizza.id) : [])}
              />
            }
          />
        )}
      </Stack>
      {eligible.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {sizeId === ''
            ? 'Choose a size first.'
            : 'No pizza comes in this size yet. Add a pizza with a price for it first.'}
        </Typography>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {eligible.map((pizza) => (
            <FormControlLabel
              key={pizza.id}
              label={pizza.name}
              control={
                <Checkbox
                  checked={value.includes(pizza.id)}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...value, pizza.id] : value.filter((id) => id !== pizza.id),
                    )
                  }
                />
              }
            />
          ))}
        </Stack>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
