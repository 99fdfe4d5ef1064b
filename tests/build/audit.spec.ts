import { describe, expect, it } from 'vitest';
import { EXIT, findings, verdictOf, type AuditReport } from '../../scripts/auditPolicy';

/**
 * The audit policy of issue 8 (`npm run audit:prod`, and the audit step of `npm test`): the shapes
 * below are those of `npm audit --omit=dev --json` (report version 2), as npm 11 prints them.
 */

const advisory = (name: string, ghsa: string, severity: string) => ({
  source: 1,
  name,
  dependency: name,
  title: `${name} advisory ${ghsa}`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  range: '*',
});

const report = (vulnerabilities: AuditReport['vulnerabilities']): AuditReport => ({ vulnerabilities });

const XLSX_PARSING = report({
  xlsx: {
    name: 'xlsx',
    severity: 'high',
    via: [advisory('xlsx', 'GHSA-4r6h-8v6p-xvw6', 'high'), advisory('xlsx', 'GHSA-5pgg-2g8v-p4x9', 'high')],
  },
});

describe('audit policy (issue 8)', () => {
  it('passes a report whose only high advisories are the reviewed xlsx parsing ones', () => {
    expect(verdictOf(XLSX_PARSING)).toBe(EXIT.clean);
    expect(findings(XLSX_PARSING).map((f) => f.allowedBecause)).toEqual([expect.stringMatching(/only writes/), expect.stringMatching(/only writes/)]);
  });

  it('passes a report with no advisory at all', () => {
    expect(verdictOf(report({}))).toBe(EXIT.clean);
  });

  it('blocks any other high or critical advisory, in any package', () => {
    const fastify = report({ fastify: { name: 'fastify', severity: 'critical', via: [advisory('fastify', 'GHSA-aaaa-bbbb-cccc', 'critical')] } });
    expect(verdictOf(fastify)).toBe(EXIT.blocked);
    expect(findings(fastify)).toEqual([expect.objectContaining({ name: 'fastify', severity: 'critical', allowedBecause: null })]);
  });

  it('blocks a new xlsx advisory that was never reviewed', () => {
    const fresh = report({ xlsx: { name: 'xlsx', severity: 'high', via: [advisory('xlsx', 'GHSA-zzzz-yyyy-xxxx', 'high')] } });
    expect(verdictOf(fresh)).toBe(EXIT.blocked);
  });

  it('lets moderate and low advisories through', () => {
    const mild = report({ ws: { name: 'ws', severity: 'moderate', via: [advisory('ws', 'GHSA-1111-2222-3333', 'moderate')] } });
    expect(verdictOf(mild)).toBe(EXIT.clean);
  });

  it('follows an advisory reached through another package to the package that carries it', () => {
    // npm lists the dependant with a string `via` naming the vulnerable package, which has its own entry.
    const transitive = report({
      'socket.io': { name: 'socket.io', severity: 'high', via: ['engine.io'] },
      'engine.io': { name: 'engine.io', severity: 'high', via: [advisory('engine.io', 'GHSA-4444-5555-6666', 'high')] },
    });
    expect(findings(transitive).map((f) => f.name)).toEqual(['engine.io']);
    expect(verdictOf(transitive)).toBe(EXIT.blocked);
  });

  it('never reads a registry refusal as a pass', () => {
    // What this machine's registry answers: it has no bulk advisory endpoint.
    const refused: AuditReport = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    expect(verdictOf(refused)).toBe(EXIT.unavailable);
  });
});
