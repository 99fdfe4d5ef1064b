import type { TranslateFunction as Translate } from 'react-admin';
import type { ActivityRecord } from '../../contract/activity';
import { dateCell, type ExportCell } from '../common/export/workbookRows';
import '../i18n/activity';

const A = 'app.activity';

export const eventLabel = (translate: Translate, type: string) => translate(`${A}.types.${type}`, { _: type });

/** One sheet row per record under the screen's column names; Time a date cell, so a spreadsheet sorts by it. */
export function activityRows(records: readonly ActivityRecord[], translate: Translate): Record<string, ExportCell>[] {
  const column = (name: string) => translate(`${A}.columns.${name}`);
  return records.map((record) => ({
    [column('time')]: dateCell(record.createdAt),
    [column('event')]: eventLabel(translate, record.type),
    [column('actor')]: record.actorEmail,
    [column('target')]: record.targetLabel ?? record.targetId ?? '',
    [column('ip')]: record.ip ?? '',
    [column('user_agent')]: record.userAgent ?? '',
    [column('details')]: Object.keys(record.details).length > 0 ? JSON.stringify(record.details) : '',
  }));
}
