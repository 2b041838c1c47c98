import type { CsvExportParams, ProcessCellForExportParams } from 'ag-grid-community';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / return) as a formula. What these
 * grids export comes from public forms, so such cells get a leading apostrophe (this also keeps
 * '+966…' phone numbers as text instead of turning them into numbers).
 */
export function csvSafeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Exports what the grid shows (translated and formatted), made safe for spreadsheets. */
export function exportShownValue<T>(params: ProcessCellForExportParams<T>): string {
  return csvSafeCell(params.formatValue(params.value));
}

/** A grid's 'Export to Excel': the listed columns in order (no serial or action column), as shown. */
export function csvExportOf(fileName: string, columnKeys: readonly string[]): () => CsvExportParams {
  return () => ({ fileName, columnKeys: [...columnKeys], processCellCallback: exportShownValue });
}
