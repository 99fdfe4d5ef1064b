import { useId } from 'react';
import { FormControl, InputLabel, OutlinedInput, type InputBaseComponentProps } from '@mui/material';
import { LOCALES } from '../i18n/languages';
import { useLoginEnvironment } from './environment';

/**
 * The sign-in page's language menu (issue 30): the browser's own select, named "Language", each
 * language in its own name and `lang`, in the outlined field the page's inputs use. react-admin's
 * LocalesMenuButton is the app bar's; the sign-in route carries no react-admin, and MUI's Select or
 * NativeSelect would cost its budget (issue 17) 2 KB.
 */
const Select = (props: InputBaseComponentProps) => <select {...(props as object)} />;

export function LanguageSelect() {
  const { translate, locale, setLocale } = useLoginEnvironment();
  const id = useId();
  const label = translate('app.language');
  const options = LOCALES.map(({ locale: code, name }) => (
    <option key={code} value={code} lang={code}>
      {name}
    </option>
  ));
  return (
    <FormControl size="small" sx={{ minWidth: 150 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        inputComponent={Select}
        inputProps={{ children: options }}
      />
    </FormControl>
  );
}
