/**
 * Building or saving the workbook failed ('Failed to export transactions to Excel', 001 section 8),
 * as opposed to the writer's code not loading, which a retry can cure.
 */
export class ExcelWriteError extends Error {
  constructor(cause: unknown) {
    super('Failed to write the workbook', { cause });
    this.name = 'ExcelWriteError';
  }
}
