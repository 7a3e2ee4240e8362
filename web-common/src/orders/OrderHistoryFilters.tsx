import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COLLECTION_TYPE_LABELS, COLLECTION_TYPES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@resto/domain';
import type { ReactNode } from 'react';
import type { OrderHistoryForm } from './orderHistoryFilter';
import { ORDER_SOURCE_LABELS } from './orderWords';

/** Date range, status, source and collection type, laid out in one wrapping row. */
export function OrderHistoryFilters({
  value,
  onChange,
  problem,
  leading,
}: {
  value: OrderHistoryForm;
  onChange: (next: OrderHistoryForm) => void;
  /** The date problem in words (shown under the end date). */
  problem?: string | undefined;
  /** A filter placed first (the staff app's store picker). */
  leading?: ReactNode;
}) {
  const set = <K extends keyof OrderHistoryForm>(key: K, next: OrderHistoryForm[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Box
      role="search"
      aria-label="Filter orders"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fit, minmax(150px, 1fr))' },
        mb: 2,
      }}
    >
      {leading}
      <TextField
        size="small"
        label="Order number"
        placeholder="#47"
        value={value.number}
        onChange={(event) => set('number', event.target.value.slice(0, 17))}
        slotProps={{ htmlInput: { inputMode: 'search', 'aria-label': 'Order number' } }}
      />
      <TextField
        type="date"
        size="small"
        label="From"
        value={value.fromDate}
        onChange={(event) => set('fromDate', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={value.toDate}
        onChange={(event) => set('toDate', event.target.value)}
        error={problem !== undefined}
        helperText={problem}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={value.status}
        onChange={(event) => set('status', event.target.value as OrderHistoryForm['status'])}
      >
        <MenuItem value="">Any status</MenuItem>
        {ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Source"
        value={value.source}
        onChange={(event) => set('source', event.target.value as OrderHistoryForm['source'])}
      >
        <MenuItem value="">Any source</MenuItem>
        {Object.entries(ORDER_SOURCE_LABELS).map(([source, label]) => (
          <MenuItem key={source} value={source}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Collection"
        value={value.collectionType}
        onChange={(event) => set('collectionType', event.target.value as OrderHistoryForm['collectionType'])}
      >
        <MenuItem value="">Any collection</MenuItem>
        {COLLECTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {COLLECTION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
