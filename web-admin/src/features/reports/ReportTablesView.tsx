import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CurrencyCode, formatMoney } from '@resto/domain';
import { useState } from 'react';
import { type CellKind, cellKind, type ReportTable } from './reportTables';

const ROWS_PER_PAGE = 15;

function formatCell(value: string | number, kind: CellKind, currency: CurrencyCode): string {
  if (typeof value === 'string') return value;
  if (kind === 'money') return formatMoney(Math.round(value), currency);
  if (kind === 'percent') return `${(value * 100).toFixed(1)}%`;
  return value.toLocaleString('en-AU');
}

/** The report's tables: the same rows the exports write; long lists are searchable and paged. */
export function ReportTablesView({
  tables,
  currency,
}: {
  tables: readonly ReportTable[];
  currency: CurrencyCode;
}) {
  return (
    <>
      {tables.map((table) => (
        <ReportTableCard key={table.title} table={table} currency={currency} />
      ))}
    </>
  );
}

function ReportTableCard({ table, currency }: { table: ReportTable; currency: CurrencyCode }) {
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState('');
  const long = table.rows.length > ROWS_PER_PAGE;
  const indexed = table.rows.map((row, index) => ({ row, index }));
  const shown = filter
    ? indexed.filter(({ row }) => String(row[0]).toLowerCase().includes(filter.trim().toLowerCase()))
    : indexed;
  const pageRows = long ? shown.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE) : shown;
  return (
    <Card sx={{ mb: 2 }} component="section" aria-label={table.title}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {table.title}
        </Typography>
        {long && (
          <TextField
            size="small"
            label={`Search ${table.title.toLowerCase()}`}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(0);
            }}
            sx={{ mb: 1, maxWidth: 320 }}
            fullWidth
          />
        )}
      </CardContent>
      {table.rows.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
          Nothing to show for this period.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={table.title}>
            <TableHead>
              <TableRow>
                {table.columns.map((column, index) => (
                  <TableCell key={column.label} align={index === 0 ? 'left' : 'right'}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.map(({ row, index: rowIndex }) => (
                <TableRow key={`${row[0]}-${rowIndex}`}>
                  {row.map((cell, index) => (
                    <TableCell
                      key={table.columns[index]?.label ?? index}
                      align={index === 0 ? 'left' : 'right'}
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatCell(cell, cellKind(table, rowIndex, index), currency)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {long && (
        <TablePagination
          component="div"
          count={shown.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[ROWS_PER_PAGE]}
        />
      )}
    </Card>
  );
}
