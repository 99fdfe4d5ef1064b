import type { ActivityRecord } from '../../contract/activity';
import { formatDateTime } from '../common/formatters';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const A = 'app.activity';

/** The label of an event type (`app.activity.types.sign_in.succeeded`). */
export const eventLabel = (translate: Translate, type: string) => translate(`${A}.types.${type}`, { _: type });

/** One sheet row per record, with the screen's column names, as the export writes them. */
export function activityRows(records: readonly ActivityRecord[], translate: Translate): Record<string, string>[] {
  const column = (name: string) => translate(`${A}.columns.${name}`);
  return records.map((record) => ({
    [column('time')]: formatDateTime(record.createdAt),
    [column('event')]: eventLabel(translate, record.type),
    [column('actor')]: record.actorEmail,
    [column('target')]: record.targetLabel ?? record.targetId ?? '',
    [column('ip')]: record.ip ?? '',
    [column('user_agent')]: record.userAgent ?? '',
    [column('details')]: Object.keys(record.details).length > 0 ? JSON.stringify(record.details) : '',
  }));
}

/** Today's file name, in the user's calendar: activity-2026-11-25.xlsx. */
export function activityFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `activity-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.xlsx`;
}

/** Writes the rows as one xlsx sheet (the same library as the other exports, loaded on demand) and downloads it. */
export async function downloadActivityWorkbook(rows: Record<string, string>[], fileName = activityFileName()): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet(rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Activity');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
