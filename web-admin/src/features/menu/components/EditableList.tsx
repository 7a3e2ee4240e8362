import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** The list with the entry at `index` patched. */
export function patchAt<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((entry, at) => (at === index ? { ...entry, ...patch } : entry));
}

/** The list without the entry at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_entry, at) => at !== index);
}

/** One row of an editable list: an outlined card named for screen readers. */
export function ListRowCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      {children}
    </Paper>
  );
}

/** The bin button that removes a row from an editable list. */
export function RemoveRowButton({
  label,
  disabled,
  onClick,
  sx,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <IconButton aria-label={label} disabled={disabled} sx={sx} onClick={onClick}>
      <DeleteOutlineRounded />
    </IconButton>
  );
}

/** The "Add …" button under an editable list. */
export function AddRowButton({
  children,
  disabled,
  onClick,
  variant = 'outlined',
  size,
}: {
  children: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <Button
      variant={variant}
      size={size}
      startIcon={<AddRounded />}
      disabled={disabled}
      sx={{ alignSelf: 'flex-start' }}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * A text field named by its form path, showing the problem at that path (or `helperText` when
 * there is none).
 */
export function PathTextField({
  path,
  problem,
  helperText,
  ...props
}: Omit<TextFieldProps, 'name' | 'error'> & {
  path: string;
  problem: (path: string) => string | undefined;
}) {
  return (
    <TextField
      {...props}
      name={path}
      error={Boolean(problem(path))}
      helperText={problem(path) ?? helperText}
    />
  );
}

/** A whole-number field by form path; an empty box is NaN so validation can name it. */
export function WholeNumberField({
  value,
  onValue,
  min,
  max,
  ...props
}: Omit<Parameters<typeof PathTextField>[0], 'value' | 'onChange' | 'type'> & {
  value: number;
  onValue: (value: number) => void;
  min: number;
  max: number;
}) {
  return (
    <PathTextField
      {...props}
      type="number"
      value={Number.isNaN(value) ? '' : value}
      onChange={(event) =>
        onValue(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value))
      }
      slotProps={{ htmlInput: { min, max } }}
    />
  );
}

/**
 * The rows of an editable list as outlined cards, each told its form path (`${path}.${index}`) and
 * a label for people: its name, else "`noun` N".
 */
export function RowCards<T extends { id: string; name: string }>({
  rows,
  path,
  noun,
  describe,
  children,
}: {
  rows: readonly T[];
  path: string;
  noun: string;
  /** The card's accessible name from the row's label. */
  describe: (label: string) => string;
  children: (row: T, index: number, at: string, label: string) => ReactNode;
}) {
  return rows.map((row, index) => {
    const at = `${path}.${index}`;
    const label = row.name.trim() || `${noun} ${index + 1}`;
    return (
      <ListRowCard key={row.id} label={describe(label)}>
        <Stack spacing={2}>{children(row, index, at, label)}</Stack>
      </ListRowCard>
    );
  });
}
