import { useAuthProvider } from 'react-admin';
import type { GatewayAuthProvider } from '../../authProvider';

/** The app's authProvider with its sign-in helpers; App always provides one. */
export function useGatewayAuthProvider(): GatewayAuthProvider {
  const authProvider = useAuthProvider<GatewayAuthProvider>();
  if (!authProvider) throw new Error('The dashboard needs its authProvider');
  return authProvider;
}
