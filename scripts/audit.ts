import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from './processes';

/**
 * `npm run audit:prod`: the production dependencies must carry no high or critical advisory
 * (issue 8), except the xlsx advisories listed below, reviewed in SECURITY.md.
 *
 * Exit codes: 0 clean, 1 a blocking advisory, 2 the audit could not run (the registry has no
 * audit endpoint or could not be reached): that is not a pass, and it says so.
 * `--from report.json` reads a saved `npm audit --omit=dev --json` instead of asking the registry.
 */

const EXIT = { clean: 0, blocked: 1, unavailable: 2 } as const;

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

interface AuditReport {
  vulnerabilities?: Record<string, Vulnerability>;
  /** Set instead of vulnerabilities when the registry refused or failed the request. */
  message?: string;
  statusCode?: number;
  error?: { summary?: string; detail?: string };
}

interface Finding {
  name: string;
  severity: string;
  title: string;
  url: string;
  allowedBecause: string | null;
}

const advisoryId = (url: string) => /GHSA-[\w-]+/i.exec(url)?.[0] ?? url;

/** One line per advisory of high or critical severity, each marked allowed (with the reason) or not. */
function findings(report: AuditReport): Finding[] {
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
function unavailableReason(report: AuditReport): string | null {
  if (report.vulnerabilities) return null;
  const status = report.statusCode ? ` (HTTP ${report.statusCode})` : '';
  return `${report.message ?? report.error?.summary ?? 'no audit report in npm\'s answer'}${status}`;
}

function runNpmAudit(): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // npm audit exits non-zero both when it finds advisories and when it fails: the JSON tells which.
    execFile('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout, stderr) =>
      resolve({ stdout, stderr }),
    );
  });
}

async function main(): Promise<number> {
  const fromIndex = process.argv.indexOf('--from');
  const { stdout, stderr } =
    fromIndex > 0 ? { stdout: readFileSync(process.argv[fromIndex + 1], 'utf8'), stderr: '' } : await runNpmAudit();

  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    console.error(`npm audit gave no JSON report, so the audit could not run.\n${stderr.trim()}`);
    return EXIT.unavailable;
  }
  const unavailable = unavailableReason(report);
  if (unavailable) {
    console.error(
      `The audit could not run: the registry's audit endpoint answered: ${unavailable}.\n` +
        'This is not a pass. Run it on a machine whose registry serves the audit endpoint, or save\n' +
        '`npm audit --omit=dev --json` there and check it here with `npm run audit:prod -- --from report.json`.',
    );
    return EXIT.unavailable;
  }

  const all = findings(report);
  for (const finding of all) {
    const verdict = finding.allowedBecause ? `allowed: ${finding.allowedBecause}` : 'BLOCKING';
    console.log(`${finding.severity.padEnd(8)} ${finding.name}: ${finding.title} ${finding.url}\n         ${verdict}`);
  }
  const blocking = all.filter((finding) => !finding.allowedBecause);
  console.log(
    blocking.length === 0
      ? `No blocking advisory in the production dependencies (${all.length} allowed).`
      : `${blocking.length} high or critical advisor${blocking.length === 1 ? 'y' : 'ies'} in the production dependencies.`,
  );
  return blocking.length === 0 ? EXIT.clean : EXIT.blocked;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error);
    process.exit(EXIT.unavailable);
  },
);
