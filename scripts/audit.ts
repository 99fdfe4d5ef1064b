import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { EXIT, findings, unavailableReason, type AuditReport } from './auditPolicy';
import { ROOT } from './processes';

/**
 * `npm run audit:prod`: the production dependencies must carry no high or critical advisory
 * (issue 8), except the xlsx advisories listed below, reviewed in SECURITY.md.
 *
 * Exit codes: 0 clean, 1 a blocking advisory, 2 the audit could not run (the registry has no
 * audit endpoint or could not be reached): that is not a pass, and it says so.
 * `--from report.json` reads a saved `npm audit --omit=dev --json` instead of asking the registry.
 */

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
