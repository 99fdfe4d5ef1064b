-- New-device alerts (issue 28): a sign-in from a browser without the account's device cookie
-- (sandbox-api/auth/deviceCookie.ts) tells the user by email and in the bell. An account's very
-- first sign-in has no earlier browser to compare with, so it alerts nobody: this records when
-- the user last signed in, and is null until the first time. The session itself already records
-- its address, user agent and last request (migration 001, sessions.ip, user_agent, last_seen_at).
ALTER TABLE users ADD COLUMN last_signed_in_at timestamptz;
