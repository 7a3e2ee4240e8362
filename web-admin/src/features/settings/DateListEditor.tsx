import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeLocalDate, isIsoDate, parseLocalDate } from '@resto/domain';
import { EmptyState, type FieldProblems } from '@resto/web-common';
import { useState } from 'react';

export interface DateEntry {
  date: string;
  name?: string | undefined;
}

export interface DateListEditorProps {
  entries: readonly DateEntry[];
  onChange: (entries: DateEntry[]) => void;
  /** Ask for a name per date ("Christmas Day"). */
  withNames: boolean;
  /** Problems by path relative to the list ('0.date'). */
  problems: FieldProblems;
  disabled: boolean;
  emptyTitle: string;
  emptyDescription: string;
}

/** A list of calendar dates, earliest first, with a date (and optional name) to add and a remove per row. */
export function DateListEditor({
  entries,
  onChange,
  withNames,
  problems,
  disabled,
  emptyTitle,
  emptyDescription,
}: DateListEditorProps) {
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [attempted, setAttempted] = useState(false);

  const normalised = parseLocalDate(date);
  const duplicate = normalised !== null && entries.some((entry) => parseLocalDate(entry.date) === normalised);
  const dateProblem =
    date.trim() === ''
      ? 'Choose a date.'
      : !isIsoDate(date.trim())
        ? 'Enter a date like 2026-12-25.'
        : duplicate
          ? 'This date is already in the list.'
          : undefined;

  function add() {
    setAttempted(true);
    if (dateProblem || normalised === null) return;
    const entry: DateEntry =
      withNames && name.trim() ? { date: normalised, name: name.trim() } : { date: normalised };
    onChange(
      [...entries, entry].sort((a, b) =>
        (parseLocalDate(a.date) ?? a.date).localeCompare(parseLocalDate(b.date) ?? b.date),
      ),
    );
    setDate('');
    setName('');
    setAttempted(false);
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={attempted && Boolean(dateProblem)}
          helperText={attempted && dateProblem ? dateProblem : ' '}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 200 }, flexShrink: 0 }}
        />
        {withNames && (
          <TextField
            label="Name (optional)"
            placeholder="Christmas Day"
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={disabled}
            helperText=" "
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        )}
        <Button
          variant="outlined"
          startIcon={<AddRounded />}
          onClick={add}
          disabled={disabled}
          sx={{
            mt: { sm: 1 },
            flexShrink: 0,
            whiteSpace: 'nowrap',
            alignSelf: { xs: 'flex-start', sm: 'auto' },
          }}
        >
          Add date
        </Button>
      </Stack>
      {entries.length === 0 ? (
        <EmptyState icon={<EventBusyRounded />} title={emptyTitle} description={emptyDescription} />
      ) : (
        <List aria-label="Dates" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 0 }}>
          {entries.map((entry, index) => {
            const problem = problems[`${index}.date`] ?? problems[`${index}`];
            return (
              <ListItem
                key={entry.date}
                divider={index < entries.length - 1}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${describeLocalDate(entry.date)}`}
                    onClick={() => onChange(entries.filter((_, position) => position !== index))}
                    disabled={disabled}
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                }
              >
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{describeLocalDate(entry.date)}</Typography>
                  {entry.name && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {entry.name}
                    </Typography>
                  )}
                  {problem && (
                    <Typography variant="body2" color="error">
                      {problem}
                    </Typography>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
