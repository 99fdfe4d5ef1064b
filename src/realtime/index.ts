export { LiveUpdatesUnavailable, RealtimeProvider } from './RealtimeProvider';
