import { useMutation } from '@tanstack/react-query';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Box, Button } from '@mui/material';
import { CanAccess, useNotify, useTranslate } from 'react-admin';
import { statementFileName, STATEMENT_FORMATS, type StatementFormat } from '../../contract/reports';
import { errorMessage } from '../../dataProvider/httpClient';
import { downloadBlob } from '../common/downloadBlob';
import { useReportsApi, type StatementParams } from './reportsApi';

/**
 * The statement of the period shown, as a file: the server's name (Content-Disposition), else the same name made here.
 * The files are the rows, so they are for transactions-view (the route's rule, authProvider/access.ts).
 */
export function StatementDownloads({ query }: { query: StatementParams | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useReportsApi();
  const download = useMutation({
    mutationFn: async ({ params, format }: { params: StatementParams; format: StatementFormat }) => {
      const { blob, fileName } = await api.downloadStatement(params, format);
      downloadBlob(blob, fileName ?? statementFileName(params.from, params.to, params.timeZone, format));
    },
    onError: (error) => notify(errorMessage(error, { failed: translate('app.reports.download_failed') }), { type: 'error' }),
  });
  return (
    <CanAccess resource="transactions" action="export">
      <Box role="group" aria-label={translate('app.reports.download')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {STATEMENT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadOutlined />}
            disabled={!query || (download.isPending && download.variables.format !== format)}
            loading={download.isPending && download.variables.format === format}
            onClick={() => query && download.mutate({ params: query, format })}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Box>
    </CanAccess>
  );
}
