import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { isHexColour } from '@resto/domain';

/** Colours that read well behind white or dark text on a POS button. */
export const SWATCHES = [
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#43a047',
  '#00897b',
  '#1e88e5',
  '#5e35b1',
  '#d81b60',
  '#6d4c41',
  '#546e7a',
];

export interface ColourFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  name?: string;
  error?: string | undefined;
  disabled?: boolean;
  helperText?: string;
}

/** A hex colour ("#1a2b3c") typed, picked from swatches or from the browser's colour picker; empty = none. */
export function ColourField({ label, value, onChange, name, error, disabled, helperText }: ColourFieldProps) {
  const text = value ?? '';
  const valid = isHexColour(text);
  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        name={name}
        value={text}
        placeholder="#1e88e5"
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        error={Boolean(error)}
        helperText={error ?? helperText}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  component="input"
                  type="color"
                  aria-label={`${label}: pick a colour`}
                  disabled={disabled}
                  value={valid && text.length === 7 ? text : '#ffffff'}
                  onChange={(event) => onChange(event.target.value)}
                  sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                />
              </InputAdornment>
            ),
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`Clear ${label.toLowerCase()}`}
                  onClick={() => onChange(undefined)}
                  edge="end"
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Stack
        direction="row"
        spacing={0.75}
        role="group"
        aria-label={`${label} swatches`}
        sx={{ flexWrap: 'wrap' }}
      >
        {SWATCHES.map((swatch) => (
          <Tooltip key={swatch} title={swatch}>
            <Box
              component="button"
              type="button"
              disabled={disabled}
              aria-label={`Use ${swatch}`}
              aria-pressed={text.toLowerCase() === swatch}
              onClick={() => onChange(swatch)}
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: swatch,
                cursor: 'pointer',
                border: '2px solid',
                borderColor: text.toLowerCase() === swatch ? 'text.primary' : 'transparent',
                outlineOffset: 2,
              }}
            />
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
