/**
 * The audit policy of issue 8, apart from the npm call so that a test can feed it reports: the
 * production dependencies carry no high or critical advisory, except the xlsx advisories listed
 * below, reviewed in SECURITY.md.
 */

export const EXIT = { clean: 0, blocked: 1, unavailable: 2 } as const;

const BLOCKING = new Set(['high', 'critical']);

/**
 * Advisories accepted on purpose, by package and advisory id. Both concern PARSING spreadsheets
 * (XLSX.read); the dashboard only writes them (aoa_to_sheet, book_new, book_append_sheet, write)
 * from its own data, and npm has no fixed xlsx release. See SECURITY.md.
 */
const ALLOWED: Record<string, { ids: string[]; reason: string }> = {
  xlsx: {
    ids: ['GHSA-4r6h-8v6p-xvw6', 'GHSA-5pgg-2g8v-p4x9'],
    reason:
      'prototype pollution (CVE-2023-30533) and ReDoS (CVE-2024-22363) when reading crafted files; the dashboard only writes workbooks',
  },
};

interface Advisory {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}

interface Vulnerability {
  name: string;
  severity: string;
  via: (Advisory | string)[];
}

export interface AuditReport {
  vulnerabilities?: Record<string, Vulnerability>;
  /** Set instead of vulnerabilities when the registry refused or failed the request. */
  message?: string;
  statusCode?: number;
  error?: { summary?: string; detail?: string };
}

export interface Finding {
  name: string;
  severity: string;
  title: string;
  url: string;
  allowedBecause: string | null;
}

const advisoryId = (url: string) => /GHSA-[\w-]+/i.exec(url)?.[0] ?? url;

/** One line per advisory of high or critical severity, each marked allowed (with the reason) or not. */
export function findings(report: AuditReport): Finding[] {
  const result: Finding[] = [];
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names the dependency the advisory comes through; that package has its own entry.
      if (typeof via === 'string') continue;
      const severity = via.severity ?? vulnerability.severity;
      if (!BLOCKING.has(severity)) continue;
      const url = via.url ?? '';
      const allowed = ALLOWED[via.name ?? vulnerability.name];
      result.push({
        name: via.name ?? vulnerability.name,
        severity,
        title: via.title ?? '(no title)',
        url,
        allowedBecause: allowed?.ids.includes(advisoryId(url)) ? allowed.reason : null,
      });
    }
  }
  return result;
}

/** What npm printed when the audit endpoint answered with an error rather than a report. */
export function unavailableReason(report: AuditReport): string | null {
  if (report.vulnerabilities) return null;
  const status = report.statusCode ? ` (HTTP ${report.statusCode})` : '';
  return `${report.message ?? report.error?.summary ?? 'no audit report in npm\'s answer'}${status}`;
}

/** The exit code a report earns: clean, blocked by an advisory, or no report at all. */
export function verdictOf(report: AuditReport): (typeof EXIT)[keyof typeof EXIT] {
  if (unavailableReason(report)) return EXIT.unavailable;
  return findings(report).every((finding) => finding.allowedBecause) ? EXIT.clean : EXIT.blocked;
}
