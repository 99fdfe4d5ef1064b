-- Reports (issue 29, contract/reports.ts): the merchant's time zone (contract/merchantSettings.ts),
-- an IANA name checked by the route with Intl; null means "the browser's".
ALTER TABLE merchants ADD COLUMN timezone text CHECK (timezone IS NULL OR length(timezone) BETWEEN 1 AND 64);
