import { parseAst, type Plugin } from 'vite';

const CONTRACT_MODULE = /[\\/]contract[\\/][^\\/]+\.ts$/;

/** Initialisers a bundler already sees as pure. */
const PURE_ALREADY = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Literal']);

/** The start and end of every top-level `const X = ...` initialiser of a module that may not look pure. */
function topLevelCalls(code: string, id: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const statement of parseAst(code, { lang: 'ts' }, id).body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (init && !PURE_ALREADY.has(init.type)) spans.push([init.start, init.end]);
    }
  }
  return spans;
}

/**
 * Makes the contract's modules (contract/*.ts) tree-shakable statement by statement, for the build.
 *
 * They declare schemas, constants and functions and do nothing else on import. The dashboard reads
 * their messages and helpers, and the server alone parses with their zod schemas. A bundler must keep
 * a call it cannot prove pure, and a zod chain (`z.string().trim().max(200)`) is such a call (as is reading
 * `Schema.shape.code`), so every
 * module that the admin app imported for one message used to bring all its schemas and zod with them
 * (24 KB gzip on a signed-in visit). Each top-level initialiser that is not a function or a literal becomes an immediately
 * invoked arrow marked pure: the same value, computed at the same place, dropped when nothing uses it.
 * Rolldown's manualPureFunctions does not reach through a chain of calls, hence the rewrite.
 */
export function contractTreeShakable(): Plugin {
  return {
    name: 'usdt-dashboard:contract-tree-shakable',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler(code, id) {
        let out = code;
        for (const [start, end] of topLevelCalls(code, id).reverse()) {
          out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
        }
        // The module as a whole has no side effects either, so one whose exports go unused is left out.
        return { code: out, moduleSideEffects: false };
      },
    },
  };
}
