import { Suspense, useMemo, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useGatewayAuthProvider } from '../common/useGatewayAuthProvider';
import { LoginEnvironmentContext, type LoginEnvironment } from './environment';
import { LazyResetPage, LoginPage } from './LoginPage';

/** A page outside the shell inside react-admin (where a logout leads): the admin's translate, authProvider and router. */
function insideAdmin(Page: ComponentType) {
  return function AdminLoginEnvironment() {
    const translate = useTranslate();
    const authProvider = useGatewayAuthProvider();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [searchParams] = useSearchParams();
    const [locale, setLocale] = useLocaleState();
    const environment = useMemo<LoginEnvironment>(
      () => ({
        translate,
        locale,
        setLocale,
        authProvider,
        searchParams,
        navigate: (path) => navigate(path, { replace: true }),
        openDashboard: () => {
          // Permission answers cached before sign-in belong to nobody.
          queryClient.removeQueries({ queryKey: ['auth'] });
          navigate('/dashboard', { replace: true });
        },
      }),
      [translate, locale, setLocale, authProvider, searchParams, navigate, queryClient],
    );
    return (
      <LoginEnvironmentContext.Provider value={environment}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </LoginEnvironmentContext.Provider>
    );
  };
}

/** The login route `#/` (000 section 2), outside the shell, without a gate; a first visit gets it from src/main.tsx (issue 17). */
export const loginPage = { path: '/', Component: insideAdmin(LoginPage) } as const;

/** The reset-password page (`#/reset-password?token=…`), also outside the shell. */
export const resetPasswordPage = { path: '/reset-password', Component: insideAdmin(LazyResetPage) } as const;
