-- The sign-in rate limit no longer exempts an address the user signed in from before: from such an
-- address guesses were unlimited, and a wrong one got 429 while the right one got 200 (issue 26).
-- A signed device cookie takes its place (sandbox-api/auth/deviceCookie.ts); it needs no table.
DROP TABLE known_sign_in_ips;
