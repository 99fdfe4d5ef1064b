import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useGatewayAuthProvider } from '../common/useGatewayAuthProvider';
import { LoginEnvironmentContext, type LoginEnvironment } from './environment';

/**
 * The sign-in pages inside react-admin, where a logout or an ended session leads (`#/`): the
 * admin's translate, authProvider and router. Part of the admin app, never of the sign-in route.
 */
export function AdminLoginEnvironment({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const authProvider = useGatewayAuthProvider();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const environment = useMemo<LoginEnvironment>(
    () => ({
      translate,
      authProvider,
      searchParams,
      navigate: (path) => navigate(path, { replace: true }),
      openDashboard: () => {
        // Permission answers cached before sign-in belong to nobody.
        queryClient.removeQueries({ queryKey: ['auth'] });
        navigate('/dashboard', { replace: true });
      },
    }),
    [translate, authProvider, searchParams, navigate, queryClient],
  );
  return <LoginEnvironmentContext.Provider value={environment}>{children}</LoginEnvironmentContext.Provider>;
}
