import userEvent from '@testing-library/user-event';

/**
 * The simulated user of every component test. `delay: null`: no timer turn between one key or
 * pointer step and the next (user-event's default waits a macrotask after each), which on a loaded
 * machine made a typed word or a click cost many timer turns of wall time, each waking Testing
 * Library's waits; React still renders after every event (Testing Library wraps each one in act).
 */
export const testUser = () => userEvent.setup({ delay: null });
