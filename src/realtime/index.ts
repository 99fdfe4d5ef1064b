export { RealtimeProvider } from './RealtimeProvider';
