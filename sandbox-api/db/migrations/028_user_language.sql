-- The user's language (issue 30, contract/languages.ts): chosen in the dashboard's language menu and
-- saved with PUT /auth/profile; the sandbox writes the user's emails in it. The route validates the
-- code (one of LANGUAGES); a code the sandbox no longer knows reads as English.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en';
