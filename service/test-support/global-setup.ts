import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresSkipNote, postgresUrl } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresReachable: boolean;
  }
}

/**
 * Asks PostgreSQL once per run, before any test file: with CI=true an unreachable server fails
 * the run (CI must test both engines); otherwise its tests are skipped and this says so in one
 * line, with how to run them.
 */
export default async function setup(project: TestProject) {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  let problem: string | undefined;
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
  if (problem && process.env.CI === 'true') {
    throw new Error(`CI=true and PostgreSQL is unreachable at ${postgresUrl}: ${problem}`);
  }
  if (problem) console.log(`\n${postgresSkipNote}\n`);
  project.provide('postgresReachable', problem === undefined);
}
