import { z } from 'zod';

/** An id in the path. A value that is not a UUID cannot name a record, so routes answer 404 for it. */
export const IdParams = z.object({ id: z.string().max(100) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
