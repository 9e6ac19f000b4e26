import type { TestProject } from 'vitest/node';
import { buildTemplate } from './database-template';

/** Migrates and seeds this project's database template once per run (./database-template.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.API_TEST_TARGET === 'postgres' ? 'postgres' : 'pglite';
  const { template, remove } = await buildTemplate(kind, process.env.TEST_DATABASE_URL);
  project.provide('apiDatabaseTemplate', template);
  return remove;
}
