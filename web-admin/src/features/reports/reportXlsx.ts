/**
 * The report as an Excel workbook (exceljs), one sheet per table. exceljs is large, so it is loaded
 * only when someone exports (its own chunk, never part of the reports page's first load).
 */
import { cellKind, columnHeading, exportCell, type ReportTable } from './reportTables';

export async function reportXlsx(tables: readonly ReportTable[], title: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Restaurant back office';
  workbook.title = title;
  const used = new Set<string>();
  for (const table of tables) {
    // Sheet names: at most 31 characters, unique, none of : \ / ? * [ ].
    let name = table.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
    while (used.has(name)) name = `${name.slice(0, 28)} ${used.size}`;
    used.add(name);
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(table.columns.map((column) => columnHeading(table, column))).font = { bold: true };
    table.rows.forEach((row, rowIndex) => {
      const added = sheet.addRow(
        row.map((cell, index) => exportCell(cell, cellKind(table, rowIndex, index))),
      );
      row.forEach((_, index) => {
        const kind = cellKind(table, rowIndex, index);
        if (kind === 'money') added.getCell(index + 1).numFmt = '#,##0.00';
        if (kind === 'percent') added.getCell(index + 1).numFmt = '0.0';
      });
    });
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 28 : 16;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Saves a blob as a file through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
