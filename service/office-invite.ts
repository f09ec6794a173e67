import { readConfig } from './config';
import { migrate } from './db/migrations';
import { openDatabase } from './db/open-database';
import { commandLineActor, createInvite, inviteLink, isOfficeRole, officeEmail } from './office/auth/people';
import type { OfficeRole } from './office/auth/office-user';

/**
 * `npm run office:invite -- <email> --role admin|staff`: invites someone to the office from the
 * command line, for the first admin (who then invites the others from the office itself).
 * Opens DATABASE_URL as the service does (service/config.ts), applies the migrations, makes the
 * invite (`invited_by` "command line", with its audit entry) and prints its one-time link,
 * `${OFFICE_ORIGIN}/office/invite#<token>`, valid OFFICE_INVITE_HOURS. Nothing is e-mailed: pass
 * the link on yourself, to that person only (docs/decisions/093-office-sign-in-with-passkeys.md).
 */

const usage = 'Usage: npm run office:invite -- <email> --role admin|staff';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(1);
}

function parse(args: readonly string[]): { email: string; role: OfficeRole } {
  let given: string | undefined;
  let role: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--role') {
      role = args[++index];
      if (role === undefined) fail('--role needs a value: admin or staff.');
    } else if (arg.startsWith('--role=')) {
      role = arg.slice('--role='.length);
    } else if (arg.startsWith('-')) {
      fail(`Unknown option ${arg}.`);
    } else if (given === undefined) {
      given = arg;
    } else {
      fail(`One e-mail address at a time, not also "${arg}".`);
    }
  }
  if (given === undefined) fail('Give the e-mail address to invite.');
  const email = officeEmail(given);
  if (!email) fail(`"${given}" is not an e-mail address.`);
  if (role === undefined) fail('Give the role: --role admin or --role staff.');
  if (!isOfficeRole(role)) fail(`The role must be admin or staff, not "${role}".`);
  return { email, role };
}

const { email, role } = parse(process.argv.slice(2));
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { db, engine } = openDatabase(config.databaseUrl, { poolSize: 1 });
try {
  await migrate(db, engine);
  const created = await createInvite(db, {
    email,
    role,
    invitedBy: commandLineActor,
    now: new Date(),
    validMs: config.officeInviteMs,
  });
  if (created.outcome === 'user_exists') {
    process.stderr.write(`${email} is already an office user: an admin can remove them in the office first.\n`);
    process.exitCode = 1;
  } else {
    const { invite } = created;
    process.stdout.write(
      `Invite for ${invite.email} (${invite.role}), valid until ${invite.expiresAt}. ` +
        `Open it once, on the device that will hold the passkey:\n\n` +
        `  ${inviteLink(config.officeOrigin, invite.token)}\n\n`,
    );
  }
} catch (error) {
  process.stderr.write(`Cannot invite: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
