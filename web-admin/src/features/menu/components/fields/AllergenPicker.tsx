import Autocomplete from '@mui/material/Autocomplete';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALLERGEN_CODES,
  ALLERGEN_DECLARATION_LEVEL_LABELS,
  ALLERGEN_DECLARATION_LEVELS,
  type AllergenCode,
  type AllergenDeclarationLevel,
  type AllergenInfo,
  allergenGroupOf,
  allergenName,
} from '@resto/domain';

const LEVEL_HINTS: Record<AllergenDeclarationLevel, string> = {
  CONTAINS: 'Ingredients of the item.',
  MAY_CONTAIN: 'Traces possible, e.g. from shared equipment.',
  FREE_FROM: 'Guaranteed absent, for customers who filter by it.',
};

export interface AllergenPickerProps {
  value: AllergenInfo;
  onChange: (value: AllergenInfo) => void;
  /** The domain's message, e.g. "Milk cannot be declared at more than one level". */
  error?: string | undefined;
  disabled?: boolean;
}

/** The domain's allergen codes, declared at three levels; a code chosen at one level is offered at no other. */
export function AllergenPicker({ value, onChange, error, disabled }: AllergenPickerProps) {
  const levelOf = (code: string) =>
    ALLERGEN_DECLARATION_LEVELS.find((level) => value[level].includes(code as AllergenCode));
  return (
    <Stack spacing={2}>
      {ALLERGEN_DECLARATION_LEVELS.map((level) => (
        <Autocomplete
          key={level}
          multiple
          disabled={disabled}
          options={ALLERGEN_CODES}
          value={value[level] as AllergenCode[]}
          onChange={(_event, codes) => onChange({ ...value, [level]: codes })}
          getOptionLabel={allergenName}
          getOptionDisabled={(code) => {
            const other = levelOf(code);
            return other !== undefined && other !== level;
          }}
          filterSelectedOptions
          renderOption={(props, code) => {
            const { key, ...rest } = props;
            const group = allergenGroupOf(code);
            const other = levelOf(code);
            return (
              <li key={key} {...rest}>
                <span>
                  {allergenName(code)}
                  {group && (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {' '}
                      · {allergenName(group)}
                    </Typography>
                  )}
                  {other && other !== level && (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {' '}
                      (already under {ALLERGEN_DECLARATION_LEVEL_LABELS[other]})
                    </Typography>
                  )}
                </span>
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={ALLERGEN_DECLARATION_LEVEL_LABELS[level]}
              helperText={LEVEL_HINTS[level]}
              placeholder={value[level].length === 0 ? 'Search allergens' : undefined}
            />
          )}
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
