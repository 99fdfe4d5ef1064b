import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { copyText } from './clipboard';
import { downloadBlob } from './downloadBlob';
import { appLocale } from '../i18n/languages';

const R = 'app.recovery_codes';

export interface FreshRecoveryCodesProps {
  codes: readonly string[];
  /** The page's translate: the sign-in page's own runs before react-admin has loaded (issue 17). */
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** Says whether the copy worked, in the page's own way (a toast, or the sign-in page's alert). */
  onCopied: (copied: boolean) => void;
  onDone: () => void;
  /** The file heading's date: the signed-in dashboard's in the merchant's time zone; the sign-in page has no zone yet, nor the formatters in its chunk (its language, though). */
  formatDate?: (at: number) => string;
}

/** The codes of a new set, shown this once, with Copy, Download and "I have saved them" (issue 16). */
export function FreshRecoveryCodes({ codes, translate, onCopied, onDone, formatDate = (at) => new Date(at).toLocaleString(appLocale() === 'en' ? undefined : appLocale()) }: FreshRecoveryCodesProps) {
  const copy = () =>
    copyText(codes.join('\n')).then(
      () => onCopied(true),
      () => onCopied(false),
    );
  const download = () => {
    const heading = translate(`${R}.file_heading`, { date: formatDate(Date.now()) });
    downloadBlob(new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }), 'recovery-codes.txt');
  };
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning">{translate(`${R}.show_once`)}</Alert>
      <Box
        component="ul"
        aria-label={translate(`${R}.list_label`)}
        sx={{ m: 0, p: 2, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <Typography key={code} component="li" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {translate(`${R}.copy`)}
        </Button>
        <Button variant="outlined" onClick={download}>
          {translate(`${R}.download`)}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate(`${R}.saved`)}
        </Button>
      </Stack>
    </Stack>
  );
}
