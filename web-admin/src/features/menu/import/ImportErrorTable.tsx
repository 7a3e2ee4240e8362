import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportJobError } from '@resto/domain';
import { Link as RouterLink } from 'react-router-dom';
import { rowLabel } from './importJobStatus';

export interface ImportErrorTableProps {
  errors: readonly ImportJobError[];
  /** All problems, when more exist than are listed. */
  total?: number;
  label: string;
  /** The admin's import guide, which the problems' words refer to. */
  guidePath?: string;
}

/** Problems by row: the row number as the spreadsheet shows it, the column, and what to fix. */
export function ImportErrorTable({ errors, total = errors.length, label, guidePath }: ImportErrorTableProps) {
  if (errors.length === 0) return null;
  return (
    <>
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>Row</TableCell>
              <TableCell sx={{ width: { xs: 96, sm: 160 } }}>Column</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error) => (
              <TableRow key={`${error.row}|${error.field ?? ''}|${error.message}`}>
                <TableCell>{rowLabel(error.row)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{error.field ?? '—'}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {total > errors.length ? `Showing the first ${errors.length} of ${total} problems. ` : ''}
        {guidePath && (
          <>
            Columns and formats are in the{' '}
            <Link component={RouterLink} to={guidePath} underline="always">
              import guide
            </Link>
            .
          </>
        )}
      </Typography>
    </>
  );
}
