import { Button, type ButtonProps } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useNavigate, useTranslate } from 'react-admin';

type BackButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  label?: string;
  /** A fixed destination (a list's own page, the login route) instead of the previous page. */
  to?: string;
};

/** A page's Back (001 section 2): the previous page, the dashboard when opened directly, or always `to`. */
export function BackButton({ label = 'app.action.back', to, sx = { mb: 1.5, ml: -1 }, ...props }: BackButtonProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const goBack = () => {
    if (to) navigate(to);
    else if (window.history.length > 1) navigate(-1);
    else navigate('/dashboard');
  };
  return (
    <Button startIcon={<ArrowBack />} onClick={goBack} sx={sx} {...props}>
      {translate(label)}
    </Button>
  );
}
