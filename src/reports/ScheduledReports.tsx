import { Stack, Typography } from '@mui/material';
import {
  CanAccess,
  CheckboxGroupInput,
  DeleteButton,
  RadioButtonGroupInput,
  SelectInput,
  required,
  useCanAccess,
  useGetIdentity,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { REPORT_FREQUENCIES, REPORT_SCHEDULE_MAX_RECIPIENTS, REPORT_SCHEDULES_MAX, REPORT_SCHEDULES_RESOURCE, type CreateReportSchedule, type ReportSchedule } from '../../contract/reportSchedules';
import type { SubUser } from '../../contract/subusers';
import { errorMessage } from '../../dataProvider/httpClient';
import { AddRecordForm } from '../common/AddRecordForm';
import { formatDateTime } from '../common/formatters';
import type { RecordColumn } from '../common/list/RecordGrid';
import { RecordSection } from '../common/list/RecordSection';
import { SaveRow } from '../common/SaveRow';

const S = 'app.reports.schedules';
const FORMATS = ['csv', 'xlsx'] as const;
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ id: hour, name: hourText(hour) }));
const recipientRules = [
  required(`${S}.recipients_required`),
  (emails?: string[]) => ((emails?.length ?? 0) > REPORT_SCHEDULE_MAX_RECIPIENTS ? { message: `${S}.recipients_too_many`, args: { max: REPORT_SCHEDULE_MAX_RECIPIENTS } } : undefined),
];

function DeleteSchedule({ schedule }: { schedule: ReportSchedule }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <DeleteButton
      record={schedule}
      resource={REPORT_SCHEDULES_RESOURCE}
      mutationMode="pessimistic"
      redirect={false}
      label={`${S}.delete`}
      confirmTitle={`${S}.delete_title`}
      confirmContent={`${S}.delete_content`}
      contentTranslateOptions={{ frequency: translate(`${S}.frequency.${schedule.frequency}`), format: schedule.format.toUpperCase(), recipients: schedule.recipients.join(', ') }}
      mutationOptions={{ onSuccess: () => notify(`${S}.deleted`, { type: 'success' }), onError: (error) => notify(errorMessage(error), { type: 'error' }) }}
    />
  );
}

function FrequencyText({ schedule }: { schedule: ReportSchedule }) {
  return <>{useTranslate()(`${S}.frequency.${schedule.frequency}`)}</>;
}

function LastSent({ schedule }: { schedule: ReportSchedule }) {
  const translate = useTranslate();
  return <>{schedule.lastSentAt ? formatDateTime(schedule.lastSentAt) : translate(`${S}.never`)}</>;
}

const COLUMNS: RecordColumn<ReportSchedule>[] = [
  { source: 'frequency', label: `${S}.columns.frequency`, minWidth: 150, render: (schedule) => <FrequencyText schedule={schedule} /> },
  { source: 'format', label: `${S}.columns.format`, minWidth: 80, flex: 0.5, render: (schedule) => schedule.format.toUpperCase() },
  { source: 'recipients', label: `${S}.columns.recipients`, minWidth: 200, flex: 2, render: (schedule) => schedule.recipients.join(', ') },
  { source: 'hour', label: `${S}.columns.hour`, minWidth: 70, flex: 0.5, render: (schedule) => hourText(schedule.hour) },
  { source: 'nextRunAt', label: `${S}.columns.next_run`, minWidth: 160, render: (schedule) => formatDateTime(schedule.nextRunAt) },
  { source: 'lastSentAt', label: `${S}.columns.last_sent`, minWidth: 160, render: (schedule) => <LastSent schedule={schedule} /> },
];
const DELETE = { source: 'delete', label: `${S}.delete`, minWidth: 110, render: (schedule) => <DeleteSchedule schedule={schedule} /> } satisfies RecordColumn<ReportSchedule>;

/** The team members the sandbox accepts (active, with transactions-view: every login role holds it): the viewer, and the team when they may list it. */
function useRecipientChoices() {
  const { identity } = useGetIdentity();
  const { canAccess: mayListTeam } = useCanAccess({ resource: 'subusers', action: 'list' });
  const { data: team } = useGetList<SubUser & { id: string }>('subusers', { pagination: { page: 1, perPage: 100 } }, { enabled: Boolean(mayListTeam), retry: false });
  const emails = [identity?.email, ...(team ?? []).filter((member) => member.status === 'active').map((member) => member.email)];
  return [...new Set(emails.filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase()))].map((email) => ({ id: email, name: email }));
}

/** Add schedule; the server's refusal (a recipient no longer on the team, too many schedules) shows over the button. */
function AddScheduleForm({ timeZone }: { timeZone: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const recipients = useRecipientChoices();
  return (
    <AddRecordForm<ReportSchedule>
      resource={REPORT_SCHEDULES_RESOURCE}
      record={{ frequency: 'daily', format: 'csv', recipients: [], hour: 8 }}
      transform={({ frequency, format, recipients: to, hour }: Partial<CreateReportSchedule>) => ({ frequency, format, recipients: to, hour })}
      onAdded={(schedule) => notify(`${S}.added`, { type: 'success', messageArgs: { time: formatDateTime(schedule.nextRunAt) } })}
    >
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        <Typography variant="h6" component="h3">
          {translate(`${S}.add`)}
        </Typography>
        <SelectInput source="frequency" label={`${S}.columns.frequency`} choices={REPORT_FREQUENCIES.map((id) => ({ id, name: `${S}.frequency.${id}` }))} validate={required()} margin="none" />
        <RadioButtonGroupInput source="format" label={`${S}.columns.format`} choices={FORMATS.map((id) => ({ id, name: id.toUpperCase() }))} translateChoice={false} validate={required()} />
        <CheckboxGroupInput source="recipients" label={`${S}.columns.recipients`} helperText={`${S}.recipients_help`} choices={recipients} translateChoice={false} row={false} validate={recipientRules} />
        <SelectInput source="hour" label={`${S}.columns.hour`} choices={HOURS} translateChoice={false} validate={required()} helperText={translate(`${S}.hour_help`, { timeZone })} margin="none" />
        <SaveRow label={`${S}.add`} editable />
      </Stack>
    </AddRecordForm>
  );
}

/**
 * Scheduled email reports (issue 29) on the Reports screen, for holders of transactions-view (the
 * route's rule, authProvider/access.ts): the merchant's schedules (at most 50, one page), Add and Delete.
 */
export function ScheduledReports({ timeZone }: { timeZone: string }) {
  return (
    <CanAccess resource={REPORT_SCHEDULES_RESOURCE} action="list">
      <RecordSection<ReportSchedule>
        resource={REPORT_SCHEDULES_RESOURCE}
        prefix={S}
        columns={COLUMNS}
        remove={DELETE}
        addForm={<AddScheduleForm timeZone={timeZone} />}
        storeKey="report-schedules.list"
        cardLabel={(schedule, translate) => `${translate(`${S}.frequency.${schedule.frequency}`)} ${schedule.format.toUpperCase()}`}
        perPage={REPORT_SCHEDULES_MAX}
        headingVariant="h2"
        headingSx={{ fontSize: '1.1rem' }}
      />
    </CanAccess>
  );
}
