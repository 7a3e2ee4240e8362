import BackspaceRounded from '@mui/icons-material/BackspaceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const;

export interface PinPadProps {
  onDigit(digit: string): void;
  onBack(): void;
  onClear(): void;
  disabled?: boolean;
}

/** A 3 × 4 keypad with finger-sized keys (at least 72 px), also driven by the keyboard's digits. */
export function PinPad({ onDigit, onBack, onClear, disabled }: PinPadProps) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, width: '100%', maxWidth: 340 }}
    >
      {KEYS.map((key) => {
        if (key === 'clear')
          return (
            <Button key={key} variant="text" size="large" onClick={onClear} disabled={disabled} sx={KEY_SX}>
              Clear
            </Button>
          );
        if (key === 'back')
          return (
            <Button
              key={key}
              variant="text"
              size="large"
              onClick={onBack}
              disabled={disabled}
              aria-label="Delete last digit"
              sx={KEY_SX}
            >
              <BackspaceRounded />
            </Button>
          );
        return (
          <Button
            key={key}
            variant="outlined"
            size="large"
            onClick={() => onDigit(key)}
            disabled={disabled}
            sx={{ ...KEY_SX, fontSize: '1.75rem', fontWeight: 600 }}
          >
            {key}
          </Button>
        );
      })}
    </Box>
  );
}

const KEY_SX = { minHeight: 72, borderRadius: 3 } as const;
