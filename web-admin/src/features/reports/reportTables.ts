/**
 * A report as plain tables (title, columns, rows): what the screen's tables, the CSV and the XLSX
 * export all show, so the three never disagree. Money cells are cents; the exports write dollars.
 */
import {
  COLLECTION_TYPE_LABELS,
  type CollectionType,
  ONLINE_PAYMENT_TYPE_LABELS,
  type OnlinePaymentType,
  POS_PAYMENT_WORDS,
  REPORT_LEVEL_LABELS,
  type ReportTotals,
  type ReportView,
} from '@resto/domain';
import { ORDER_SOURCE_LABELS } from '@resto/web-common';

export type CellKind = 'text' | 'money' | 'count' | 'percent';

export interface ReportColumn {
  label: string;
  kind: CellKind;
}

export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: (string | number)[][];
  /** When a table's rows differ in kind (the summary: money, then counts), each row's kind. */
  rowKinds?: CellKind[];
}

/** The kind of a cell: the row's own (for numbers in a summary), else the column's. */
export function cellKind(table: ReportTable, rowIndex: number, columnIndex: number): CellKind {
  const column = table.columns[columnIndex]?.kind ?? 'text';
  if (column === 'text') return 'text';
  return table.rowKinds?.[rowIndex] ?? column;
}

export function sourceLabel(key: string): string {
  return ORDER_SOURCE_LABELS[key as keyof typeof ORDER_SOURCE_LABELS] ?? key;
}

export function collectionTypeLabel(key: string): string {
  return COLLECTION_TYPE_LABELS[key as CollectionType] ?? key;
}

export function paymentTypeLabel(key: string): string {
  return (
    ONLINE_PAYMENT_TYPE_LABELS[key as OnlinePaymentType] ??
    POS_PAYMENT_WORDS[key as keyof typeof POS_PAYMENT_WORDS] ??
    (key === 'unknown' ? 'Not recorded' : key)
  );
}

export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
}

/** The summary lines, in the order an end-of-day sheet reads them. */
export const SUMMARY_LINES: { key: keyof ReportTotals; label: string; kind: CellKind }[] = [
  { key: 'itemSalesInCents', label: 'Gross sales', kind: 'money' },
  { key: 'discountInCents', label: 'Discounts', kind: 'money' },
  { key: 'surchargeInCents', label: 'Surcharges', kind: 'money' },
  { key: 'deliveryInCents', label: 'Delivery fees', kind: 'money' },
  { key: 'salesInCents', label: 'Sales', kind: 'money' },
  { key: 'refundInCents', label: 'Refunds', kind: 'money' },
  { key: 'netSalesInCents', label: 'Net sales', kind: 'money' },
  { key: 'gstInCents', label: 'GST included', kind: 'money' },
  { key: 'tipInCents', label: 'Tips', kind: 'money' },
  { key: 'orderCount', label: 'Orders', kind: 'count' },
  { key: 'averageOrderInCents', label: 'Average order', kind: 'money' },
  { key: 'cancelledCount', label: 'Cancelled orders', kind: 'count' },
  { key: 'cancelledInCents', label: 'Cancelled value', kind: 'money' },
];

const BREAKDOWN_COLUMNS: ReportColumn[] = [
  { label: 'Orders', kind: 'count' },
  { label: 'Sales', kind: 'money' },
  { label: 'Refunds', kind: 'money' },
  { label: 'Net sales', kind: 'money' },
  { label: 'Average order', kind: 'money' },
];

function breakdownRow(name: string, totals: ReportTotals): (string | number)[] {
  return [
    name,
    totals.orderCount,
    totals.salesInCents,
    totals.refundInCents,
    totals.netSalesInCents,
    totals.averageOrderInCents,
  ];
}

/** Every table of the report, the level's own first. */
export function reportTables(view: ReportView, prior?: ReportView): ReportTable[] {
  const tables: ReportTable[] = [];
  const summaryColumns: ReportColumn[] = [
    { label: 'Figure', kind: 'text' },
    { label: `${view.firstDate} to ${view.lastDate}`, kind: 'money' },
    ...(prior ? [{ label: `${prior.firstDate} to ${prior.lastDate}`, kind: 'money' as const }] : []),
  ];
  tables.push({
    title: 'Summary',
    columns: summaryColumns,
    rows: SUMMARY_LINES.map((line) => [
      line.label,
      view.totals[line.key],
      ...(prior ? [prior.totals[line.key]] : []),
    ]),
    rowKinds: SUMMARY_LINES.map((line) => line.kind),
  });
  if (
    view.items.length > 0 ||
    ['item_level', 'category_level', 'pizza_size_level', 'pizza_item_level'].includes(view.level)
  ) {
    tables.push({
      title: REPORT_LEVEL_LABELS[view.level],
      columns: [
        { label: 'Name', kind: 'text' },
        { label: 'Quantity', kind: 'count' },
        { label: 'Sales', kind: 'money' },
        { label: 'Share', kind: 'percent' },
      ],
      rows: view.items.map((row) => [row.name, row.quantity, row.salesInCents, row.share]),
    });
  }
  if (view.level === 'employee_level' || view.level === 'pos_terminal_level') {
    tables.push({
      title: REPORT_LEVEL_LABELS[view.level],
      columns: [{ label: 'Name', kind: 'text' }, ...BREAKDOWN_COLUMNS],
      rows: view.people.map((row) => breakdownRow(row.name, row.totals)),
    });
  }
  if (view.level === 'dine_in_guest_count_level') {
    tables.push({
      title: 'Dine-in guests',
      columns: [
        { label: 'Figure', kind: 'text' },
        { label: 'Value', kind: 'count' },
      ],
      rows: [
        ['Dine-in orders', view.guests.orderCount],
        ['Guests', view.guests.guestCount],
        ['Dine-in sales', view.guests.salesInCents],
        ['Sales per guest', view.guests.salesPerGuestInCents],
      ],
      rowKinds: ['count', 'count', 'money', 'money'],
    });
  }
  tables.push({
    title: 'By source',
    columns: [{ label: 'Source', kind: 'text' }, ...BREAKDOWN_COLUMNS],
    rows: view.bySource.map((row) => breakdownRow(sourceLabel(row.key), row.totals)),
  });
  tables.push({
    title: 'By collection type',
    columns: [{ label: 'Collection type', kind: 'text' }, ...BREAKDOWN_COLUMNS],
    rows: view.byCollectionType.map((row) => breakdownRow(collectionTypeLabel(row.key), row.totals)),
  });
  tables.push({
    title: 'By payment type',
    columns: [
      { label: 'Payment type', kind: 'text' },
      { label: 'Orders', kind: 'count' },
      { label: 'Amount', kind: 'money' },
    ],
    rows: view.byPaymentType.map((row) => [paymentTypeLabel(row.key), row.orderCount, row.amountInCents]),
  });
  tables.push({
    title: 'By hour',
    columns: [
      { label: 'Hour', kind: 'text' },
      { label: 'Orders', kind: 'count' },
      { label: 'Sales', kind: 'money' },
      { label: 'Net sales', kind: 'money' },
    ],
    rows: view.byHour
      .filter((hour) => hour.orderCount > 0 || hour.salesInCents !== 0)
      .map((hour) => [hourLabel(hour.hour), hour.orderCount, hour.salesInCents, hour.netSalesInCents]),
  });
  if (view.byDay.length > 1) {
    tables.push({
      title: 'By day',
      columns: [
        { label: 'Business day', kind: 'text' },
        { label: 'Orders', kind: 'count' },
        { label: 'Sales', kind: 'money' },
        { label: 'Net sales', kind: 'money' },
      ],
      rows: view.byDay.map((day) => [day.date, day.orderCount, day.salesInCents, day.netSalesInCents]),
    });
  }
  return tables;
}

/** A cell as an export writes it: money in dollars with two decimals, shares as percentages. */
export function exportCell(value: string | number, kind: CellKind): string | number {
  if (typeof value === 'string') return value;
  if (kind === 'money') return Math.round(value) / 100;
  if (kind === 'percent') return Math.round(value * 1000) / 10;
  return value;
}

/** "Sales ($)": money columns say they are in dollars, unless the rows mix kinds. */
export function columnHeading(table: ReportTable, column: ReportColumn): string {
  if (table.rowKinds) return column.label;
  if (column.kind === 'money') return `${column.label} ($)`;
  if (column.kind === 'percent') return `${column.label} (%)`;
  return column.label;
}

function csvField(value: string | number): string {
  const text = String(value);
  // Spreadsheets run a cell that starts with = + - @ as a formula: names are quoted with a leading '.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The tables one after another, a blank line between them. */
export function reportCsv(tables: readonly ReportTable[]): string {
  const lines: string[] = [];
  for (const table of tables) {
    lines.push(csvField(table.title));
    lines.push(table.columns.map((column) => csvField(columnHeading(table, column))).join(','));
    table.rows.forEach((row, rowIndex) => {
      lines.push(
        row.map((cell, index) => csvField(exportCell(cell, cellKind(table, rowIndex, index)))).join(','),
      );
    });
    lines.push('');
  }
  return `${lines.join('\r\n')}\r\n`;
}
