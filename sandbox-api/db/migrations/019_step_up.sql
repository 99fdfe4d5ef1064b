-- Step-up confirmation (issue 28, contract/stepUp.ts): until when this session's last fresh proof
-- (a 2FA code, or the password without 2FA) holds. On the session row, so it is that session's
-- only, ends with it, and is shared by every API process.
ALTER TABLE sessions ADD COLUMN step_up_until timestamptz;
