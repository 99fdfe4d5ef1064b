-- A login challenge belongs to the client that passed the password step (issue 26, DECISIONS.md
-- section 6): that client holds a random token in a cookie, and the challenge is found by the
-- token's SHA-256, no longer by the user id. Challenges opened before this migration had no token
-- and could not be finished by anyone; they last 5 minutes, so they are dropped.
DELETE FROM login_challenges;
ALTER TABLE login_challenges ADD COLUMN token_hash text NOT NULL;
CREATE UNIQUE INDEX login_challenges_token_idx ON login_challenges (token_hash);
DROP INDEX login_challenges_user_idx;
CREATE INDEX login_challenges_pending_idx ON login_challenges (user_id) WHERE consumed_at IS NULL;
