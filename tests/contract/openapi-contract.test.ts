import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../server/db/seed';
import { listOperations, loadSpec, SPEC_PATH } from '../../server/openapi';

const spec = loadSpec();
const operations = listOperations(spec);

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(spec as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('declares on every operation who may call it', () => {
    for (const operation of operations) {
      const raw = (spec.paths[operation.path] as Record<string, { security?: unknown }>)[
        operation.method.toLowerCase()
      ];
      expect(raw?.security, `${operation.operationId} must declare security`).toBeDefined();
    }
  });

  it('names only permissions that the admin role holds', () => {
    const named = operations.flatMap((op) =>
      op.security.flatMap((alternative) => alternative.staffToken ?? []),
    );
    expect(named.length).toBeGreaterThan(10);
    for (const permission of named) expect(ROLE_PERMISSIONS.admin).toContain(permission);
  });

  it('keeps every public operation deliberate', () => {
    const open = operations.filter((op) => op.security.length === 0).map((op) => op.operationId);
    expect(open.sort()).toEqual([
      'getHealth',
      'getLiveness',
      'getReadiness',
      'signIn',
      'startEnrolmentSession',
    ]);
    const enrolment = operations
      .filter((op) => op.security.some((s) => 'enrolmentToken' in s))
      .map((op) => op.operationId);
    expect(enrolment.sort()).toEqual(['createDiaspora', 'uploadFile']);
  });

  it('has generated client types that are up to date (run npm run gen:api)', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-')), 'schema.gen.ts');
    const bin = path.resolve('node_modules/.bin/openapi-typescript');
    execFileSync(bin, [SPEC_PATH, '-o', out], { stdio: 'pipe' });
    const committed = fs.readFileSync(path.resolve('src/api/schema.gen.ts'), 'utf8');
    expect(
      committed === fs.readFileSync(out, 'utf8'),
      'src/api/schema.gen.ts is stale: run npm run gen:api',
    ).toBe(true);
  });
});
