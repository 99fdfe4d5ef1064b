import fc from 'fast-check';
import { BODY_LIMIT } from '../../app';

/** Hostile values and request bodies for the fuzz spec (issue 8, "Bad input"). */

export const SQL_FRAGMENTS = [
  `' OR 1=1 --`,
  `'; DROP TABLE users; --`,
  `; DROP TABLE users;`,
  `1' UNION SELECT password_hash FROM users --`,
  `' OR pg_sleep(5) IS NULL --`,
  `$1`,
  `\\'`,
  `%' AND '%'='`,
];

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "{{constructor.constructor('alert(1)')()}}",
  '${7*7}',
];

export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '\r\n\r\n',
  '%00',
  '../../../etc/passwd',
  '..\\..\\windows',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '[]',
  '{}',
  'ñandú ünïcödé 中文 🙂',
];

/** Keys that reach prototypes or look like operators, next to real field names. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$where',
  '$gt',
  'email',
  'password',
  'amount',
  'name',
  'id',
  'userId',
  'role',
  'status',
];

export const POLLUTED = 'fuzzPolluted';

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...ODD_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom(300, 5_000).map((length) => 'x'.repeat(length)), weight: 1 },
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** An object with own keys exactly as given, `__proto__` included (as JSON.parse would build it). */
export function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 10 })), tie('value')), { maxLength: 4 })
      .map(ownObject),
  ),
})).value;

/** A request body as sent on the wire. */
export interface BodyInput {
  kind: string;
  contentType: string;
  payload: string | Buffer;
  /** Refused before any handler runs: not parseable, not UTF-8, too large or of a type no route reads. */
  unparseable: boolean;
}

const json = (kind: string, value: unknown, contentType = 'application/json'): BodyInput => ({
  kind,
  contentType,
  payload: JSON.stringify(value),
  unparseable: false,
});

/** `wrong` (the route's wrongly typed field) last, so no generated key overrides it. */
const withWrongField = (wrong: Record<string, unknown>) => (entries: [string, unknown][]) =>
  ownObject([...entries.filter(([key]) => !(key in wrong)), ...Object.entries(wrong)]);

const MALFORMED_JSON = ['{"email":', "{'email':'a'}", 'undefined', 'NaN', '[1,]', '{"a":1}}', '{"a":01}', '\u0000', '{"a":"\\x41"}', '{,}'];

/** Bytes that are not UTF-8: a lone continuation byte, an overlong slash, a truncated sequence, an encoded surrogate. */
const INVALID_UTF8 = [[0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xff, 0xfe]];

/** Bodies no route can parse; every one of them must be refused before a handler runs. */
export const unparseableBody: fc.Arbitrary<BodyInput> = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON).map((payload): BodyInput => ({ kind: 'malformed JSON', contentType: 'application/json', payload, unparseable: true })),
  fc.constantFrom(...INVALID_UTF8).map(
    (bytes): BodyInput => ({
      kind: 'invalid UTF-8',
      contentType: 'application/json',
      payload: Buffer.concat([Buffer.from('{"note":"'), Buffer.from(bytes), Buffer.from('"}')]),
      unparseable: true,
    }),
  ),
  fc.constant<BodyInput>({
    kind: 'over the body limit',
    contentType: 'application/json',
    payload: JSON.stringify({ note: 'x'.repeat(BODY_LIMIT + 1024) }),
    unparseable: true,
  }),
  fc
    .constantFrom('application/xml', 'application/x-www-form-urlencoded', 'text/html', 'application/jsonx', 'json', 'image/png')
    .map((contentType): BodyInput => ({ kind: 'unsupported content type', contentType, payload: '<a>1</a>', unparseable: true })),
);

/** Parseable bodies that are invalid for a route reading `wrong` among its fields. */
export function invalidBody(wrong: Record<string, unknown>): fc.Arbitrary<BodyInput> {
  const entries = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 10 })), hostileValue), { maxLength: 6 });
  const merged = entries.map(withWrongField(wrong));
  return fc.oneof(
    merged.map((value) => json('object with a wrongly typed field', value)),
    fc.constantFrom<unknown>(0, 42, -1, 1e308, true, false, null, 'merchant@sandbox.test', [], [wrong], [[[]]]).map((value) => json('not an object', value)),
    fc
      .constantFrom<[string, unknown][]>(
        [['__proto__', { [POLLUTED]: 'yes', isAdmin: true }]],
        [['constructor', { prototype: { [POLLUTED]: 'yes' } }]],
        [['prototype', { [POLLUTED]: 'yes' }]],
        [['__proto__', { role: 'merchant', permissions: ['*'] }]],
      )
      .map((entries) => json('prototype pollution', withWrongField(wrong)(entries))),
    fc.integer({ min: 64, max: 20_000 }).map((depth): BodyInput => {
      const nested = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      return { kind: 'deeply nested', contentType: 'application/json', payload: `{"deep":${nested},${JSON.stringify(wrong).slice(1)}`, unparseable: false };
    }),
    fc
      .tuple(fc.constantFrom(100_000, 400_000), fc.constantFrom(...HOSTILE_KEYS))
      .map(([length, key]) => json('huge string', withWrongField(wrong)([[key, 'A'.repeat(length)]]))),
    merged.map((value) => json('JSON sent as text/plain', value, 'text/plain')),
  );
}

/** A profile form whose timer is not a number, and multipart bodies that cannot be read. */
export const multipartBodies: fc.Arbitrary<BodyInput> = fc.constantFrom<BodyInput>(
  {
    kind: 'multipart with a wrong field',
    contentType: 'multipart/form-data; boundary=fuzz',
    payload: '--fuzz\r\nContent-Disposition: form-data; name="transactionTimer"\r\n\r\nthirty\r\n--fuzz--\r\n',
    unparseable: false,
  },
  {
    kind: 'broken multipart',
    contentType: 'multipart/form-data; boundary=fuzz',
    payload: '--fuzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
    unparseable: false,
  },
  { kind: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage', unparseable: false },
);

const printable = (text: string) => /^[\x20-\x7e]*$/.test(text);
/** Header values must be visible ASCII to be sent at all; huge ones stay under Node's 16 KB header limit. */
const headerText = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, 'null', '', '%', '../../x'),
  fc.constantFrom(2_000, 8_000).map((length) => 'h'.repeat(length)),
  fc.string({ maxLength: 40 }).filter(printable),
);

/** Authorization headers that authenticate nobody. */
export const bogusAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Basic bWVyY2hhbnQ6U2FuZGJveCMyMDI2', 'Bearer null', 'Bearer undefined', 'Token abc', 'Bearer a b'),
  headerText.map((text) => `Bearer ${text}`),
  fc.constantFrom(8_000).map((length) => `Bearer ${'t'.repeat(length)}`),
);

/** Other headers a hostile client may send: API keys, idempotency keys, origins, cookies, proxies. */
export const extraHeaders = fc.record(
  {
    'x-api-key': headerText,
    'x-api-secret': headerText,
    'idempotency-key': headerText,
    origin: fc.constantFrom('null', 'http://evil.test', 'javascript:alert(1)', '%'),
    cookie: headerText.map((text) => `sid=${encodeURIComponent(text)}`),
    'x-forwarded-for': fc.constantFrom('1.2.3.4, <script>', "' OR 1=1 --", '999.999.999.999'),
    'user-agent': headerText,
    accept: fc.constantFrom('application/xml', '*/*;q=abc', '', 'text/html'),
  },
  { requiredKeys: [] },
);

/** A path parameter that names nothing: garbage, very long, unicode, traversal, encoded NUL. */
export const garbageParam = fc.oneof(
  hostileString.filter((text) => text.length > 0),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff', 'x'.repeat(101), 'ü'.repeat(200), '../..', '..', '.'),
);

/** Page and limit values no list accepts. */
export const INVALID_NUMBERS = ['-1', '0', 'NaN', 'abc', '1.5', '1e309', '', '-Infinity', '0x10'];
const ODD_DATES = [
  '2026-13-45', '2026-02-30', '0000-01-01', '9999-12-31', '9999-12-31T23:59:59-14:00', '2999-12-31T23:59:59-14:00',
  '1970-01-01T00:00:00+14:00', '-001-01-01', '2026-01-01T25:00', '2026-1-1', '275760-09-13', '2026-01-31',
];
/** Real values of the list filters, so hostile values meet them in combinations that reach the queries. */
const KNOWN_VALUES: Record<string, string[]> = {
  type: ['deposit', 'payout', 'refund', 'server'],
  status: ['pending', 'all', '', 'completed'],
  sort: ['newest', 'oldest', 'updated'],
  filter: ['range', 'custom', 'today', 'last7days', 'currentYear'],
  sortBy: ['amount', 'title', 'status'],
  sortOrder: ['asc', 'desc'],
};
const QUERY_KEYS = ['page', 'limit', 'type', 'status', 'sort', 'filter', 'startDate', 'endDate', 'search', 'sortBy', 'sortOrder', 'to', '__proto__', 'constructor', 'page[]', 'limit[$gt]'];

const queryValue = (key: string): fc.Arbitrary<string> =>
  key.startsWith('page') || key.startsWith('limit')
    ? fc.oneof(fc.constantFrom(...INVALID_NUMBERS, '1', '2', '9007199254740991', '99999999999999999999'), hostileString)
    : key.endsWith('Date')
      ? fc.oneof(fc.constantFrom(...ODD_DATES), hostileString)
      : Object.hasOwn(KNOWN_VALUES, key)
        ? fc.oneof(fc.constantFrom(...KNOWN_VALUES[key]), hostileString)
        : hostileString;

const pair = (key: string) => queryValue(key).map((value) => [key, value] as const);
/** A custom date range with odd ends: the filters only read the dates together with one. */
const dateRange = fc.tuple(fc.constantFrom('range', 'custom'), pair('startDate'), pair('endDate')).map(([filter, start, end]) => [['filter', filter] as const, start, end]);
/** A hostile query string as key-value pairs, repeated keys included. */
export const queryPairs = fc
  .tuple(fc.array(fc.constantFrom(...QUERY_KEYS).chain(pair), { minLength: 1, maxLength: 5 }), fc.option(dateRange))
  .map(([pairs, range]) => [...pairs, ...(range ?? [])]);

/**
 * The /api/v2 lists' simple-REST parameters (sort, range, filter: JSON in the query string, as
 * ra-data-simple-rest sends them): dates outside PostgreSQL's range or no date at all, numbers
 * that are NaN or huge, text that is not JSON, arrays, objects nested deep.
 */
const deepObject = (depth: number): unknown => (depth === 0 ? { from: '2026-01-01' } : { a: deepObject(depth - 1) });
const v2Json = fc.oneof(
  fc.record({ from: fc.constantFrom(...ODD_DATES), to: fc.constantFrom(...ODD_DATES) }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
  fc.constantFrom(...ODD_DATES).map((day) => JSON.stringify({ from: day, to: day })),
  fc.constantFrom(-1e308, -1, 1e308, 9007199254740991, 0.5).map((n) => `[${n},${n}]`),
  fc.constantFrom('NaN', '[NaN,1]', '[0,9007199254740993]', '[1e400,1]', 'Infinity', '{"from":NaN}', '{', '[', '"', 'null', 'true', '[]', '{}', '[[[]]]', '{"from":{"$gt":""}}'),
  fc.constantFrom('{"from":["2026-01-01"]}', '{"type":[1,2]}', '{"id":{"a":1}}', '{"actor":["a"]}', '{"__proto__":{"x":1}}', '["createdAt","DESC","x"]'),
  fc.constantFrom(50, 500).map((depth) => JSON.stringify(deepObject(depth))),
  fc.integer({ min: -300_000, max: 300_000 }).map((year) => JSON.stringify({ from: `${year}-01-01`, to: `${String(year).padStart(4, '0')}-12-31T00:00:00Z` })),
  hostileString,
);
export const v2ListQuery = fc
  .array(fc.tuple(fc.constantFrom('sort', 'range', 'filter', 'filter', 'page'), v2Json), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => [key, value] as const));
