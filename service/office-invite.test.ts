import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentAudit } from './office/audit';
import type { RunningService } from './start-service';
import { SoftwareAuthenticator } from './test-support/authenticator';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { acceptInvite, officeFetch } from './test-support/office-auth';
import { officeOrigin, startTestService } from './test-support/service';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm run office:invite -- …args`, as that script runs it, over `databaseUrl`: its exit code and output. */
async function officeInvite(databaseUrl: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'service/office-invite.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, OFFICE_ORIGIN: officeOrigin, OFFICE_INVITE_HOURS: '24' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

onEachEngine(({ engine, create }) => {
  describe(`npm run office:invite on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;

    beforeAll(async () => {
      database = await create();
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('migrates a new database, invites, and prints the one-time link that makes the first admin', async () => {
      const invited = await officeInvite(database.url, ['First.Admin@MYBOS.test', '--role', 'admin']);
      expect(invited.stderr).toBe('');
      expect(invited.code).toBe(0);
      const link = /(http:\/\/localhost:8787\/office\/invite#[\w-]{43})\n/.exec(invited.stdout)?.[1];
      expect(link, invited.stdout).toBeDefined();
      expect(invited.stdout).toContain('first.admin@mybos.test (admin)');

      service = await startTestService(database, { now: () => new Date() });
      const token = link?.split('#')[1] ?? '';
      const read = (await (await officeFetch(service, `/invites/${token}`)).json()) as Record<string, string>;
      expect(read).toMatchObject({ email: 'first.admin@mybos.test', role: 'admin' });
      // OFFICE_INVITE_HOURS: 24.
      expect(Math.abs(Date.parse(read.expiresAt ?? '') - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);

      const admin = await acceptInvite(service, token, new SoftwareAuthenticator(officeOrigin), 'First Admin');
      expect(admin.user).toMatchObject({ email: 'first.admin@mybos.test', role: 'admin' });
      expect((await officeFetch(service, '/users', { session: admin })).status).toBe(200);

      const entries = await recentAudit(service.db);
      expect(entries).toContainEqual(
        expect.objectContaining({
          action: 'office.invite_sent',
          actor: 'command line',
          reference: null,
          details: expect.objectContaining({ email: 'first.admin@mybos.test', role: 'admin' }),
        }),
      );
      expect((await officeInvite(database.url, ['first.admin@mybos.test', '--role=staff'])).stderr).toMatch(
        /already an office user/,
      );
    });

    it('says what is wrong with a bad e-mail, role or option, and invites nobody', async () => {
      const cases: [string[], RegExp][] = [
        [['not-an-email', '--role', 'admin'], /"not-an-email" is not an e-mail address/],
        [['someone@mybos.test'], /Give the role/],
        [['someone@mybos.test', '--role', 'owner'], /must be admin or staff, not "owner"/],
        [['someone@mybos.test', '--role'], /--role needs a value/],
        [['--role', 'staff'], /Give the e-mail address/],
        [['someone@mybos.test', '--role', 'staff', '--admin'], /Unknown option --admin/],
      ];
      for (const [args, message] of cases) {
        const result = await officeInvite(database.url, args);
        expect([args, result.code]).toEqual([args, 1]);
        expect(result.stderr).toMatch(message);
        expect(result.stderr).toContain('Usage: npm run office:invite -- <email> --role admin|staff');
        expect(result.stdout).toBe('');
      }
    });
  });
});
