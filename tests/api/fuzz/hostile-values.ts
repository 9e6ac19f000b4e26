import fc from 'fast-check';

/** Text an attacker or a broken client sends: SQL, markup, control characters, odd unicode. */
export const HOSTILE_TEXT = [
  "'; DROP TABLE customers; --",
  "Robert'); DELETE FROM diasporas WHERE ('1'='1",
  "1' OR '1'='1",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection text, sent literally
  '${process.exit(1)}',
  'Plot\u0000 12, Sinza',
  'Line\r\nInjected: header',
  '\u0007\u0008\u001b[31mred',
  '\u202eevil.pdf\u202d',
  'Zoë Ünïcödé Mwakyusa',
  'مرحبا بالعالم',
  '你好世界你好世界',
  '🙂🙂🙂🙂',
  '\ud800 lone surrogate',
  '\u200b\u200b\u200b\u200b',
  '../../../../etc/passwd',
  'C:\\Windows\\system32',
  '%00%27%22',
  '   ',
];

export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }) },
  );

/** A JSON value of any type, for "wrong type" mutations. */
export const anyJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1),
    fc.string({ maxLength: 20 }),
    fc.constant([]),
    fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
    fc.constant({}),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  );

/** Path ids that are not ids. */
export const badId = (): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom(
        '1',
        '0',
        '-1',
        'null',
        'undefined',
        'abc',
        "1' OR '1'='1",
        '<script>',
        '../../etc/passwd',
        '00000000-0000-0000-0000-00000000000g',
        '00000000-0000-0000-0000-0000000000000',
        '00000000-0000-0000-0000-00000000000',
        '{00000000-0000-0000-0000-000000000000}',
        '%00',
        ' ',
        '9'.repeat(400),
      ),
      fc.integer().map(String),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
    )
    // 'export' is a real sibling route (GET /customers/export), not a bad id.
    .filter((id) => id !== 'export' && !/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(id));

/** Page numbers and sizes no list accepts, plus some that are merely odd. */
export const badNumberText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('-1', '0', '-0', '1.5', 'abc', 'NaN', 'Infinity', '1e309', '0x10', '1,2', '', ' '),
    fc.constantFrom('99999999999999999999', '100001', '9007199254740993', '-9999999999'),
    fc.integer({ max: 0 }).map(String),
    fc.integer({ min: 100_001 }).map(String),
  );

export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/pdf',
  'image/png',
  'application/jsonx',
  'text/html; charset=utf-8',
  'application/octet-stream',
];

/** Dates that are not calendar dates, or not in the ISO form the contract asks for. */
export const badDate = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '1990-1-1',
      '31/12/1990',
      '0000-00-00',
    ),
    fc.constantFrom('+002024-01-01', '2024-01-01T00:00:00Z', '20240101', 'yesterday', '', '1990-01-01 '),
    fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
  );
