import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { idText, jsonParam, oneOrMany, rangeParam, sortParam } from './simpleRest';

/**
 * The caller's own sessions (issue 28, Settings › Security › Sessions), in react-admin's
 * simple-REST dialect: every signed-in user lists their live sessions and ends any of them. An
 * ended session's token answers 401 at once, on every API process, and its sockets close. Nobody
 * ever sees or ends another user's sessions (404), not even the main merchant's of a sub-user's.
 */
export const SESSIONS_RESOURCE = 'sessions';
export const SESSIONS_PATH = `${API_V2_PREFIX}/${SESSIONS_RESOURCE}`;
/** "Sign out everywhere else": ends every session of the caller but the one it calls with, at once. */
export const END_OTHER_SESSIONS_PATH = `${SESSIONS_PATH}/end-others`;

export interface SessionRecord {
  /** The session's own id, never its token. */
  id: string;
  /** The session this request came with. */
  current: boolean;
  createdAt: string;
  /** The last request, to the minute: it is written at most once a minute. */
  lastSeenAt: string;
  /** The address it signed in from; null when none was recorded. */
  ip: string | null;
  /** The browser and system, as a person reads them (contract/userAgent.ts). */
  userAgent: string;
}

export interface EndedSessions {
  /** How many sessions ended. */
  ended: number;
}

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
} as const;

export const SESSION_SORT_FIELDS = ['lastSeenAt', 'createdAt'] as const;
/** More than a user can have at once in practice; the list is one page. */
export const SESSION_MAX_RANGE = 500;

export const SessionListQuery = z.object({
  sort: sortParam(SESSION_SORT_FIELDS, ['lastSeenAt', 'DESC']),
  range: rangeParam(SESSION_MAX_RANGE, [0, 99]),
  filter: jsonParam(
    'filter',
    z
      .object({
        id: oneOrMany(idText, SESSION_MAX_RANGE).optional(),
        current: z.boolean().optional(),
      })
      .strict(),
  ).default({} as never),
});
export type SessionListQuery = z.infer<typeof SessionListQuery>;
