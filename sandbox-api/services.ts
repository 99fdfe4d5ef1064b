import type { CodeStore } from './auth/codes';
import type { RecoveryCodes } from './auth/recoveryCodes';
import type { Config } from './config';
import type { Db } from './db/types';
import type { SecretBox } from './lib/secretBox';
import type { Mailer } from './mail';
import type { Realtime } from './realtime';

/** What route modules work with; built once in app.ts and passed to each `routes/<area>.ts`. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  codes: CodeStore;
  /** Encryption at rest of API secrets and TOTP secrets. */
  secrets: SecretBox;
  realtime: Realtime;
  /** 2FA recovery codes (issue 16). */
  recoveryCodes: RecoveryCodes;
}
