import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../config/env.ts';
import { openLunaDatabase } from '../start.ts';
import { AdminProvisioningError, checkAdminInput, provisionAdmin } from '../features/auth/admin-provisioning.ts';

const USAGE = `Usage: npm run admin -- create EMAIL [--password PASSWORD]

Creates an administrator, or promotes the existing account with that e-mail address.
Without --password on a terminal, asks for one (leave it empty to keep an existing password).`;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let prompted = false;
    output._writeToOutput = (s: string) => {
      if (!prompted) {
        process.stdout.write(s);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { password: { type: 'string' }, help: { type: 'boolean' } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  if (parsed.values.help || command !== 'create' || !email || rest.length) {
    (parsed.values.help ? console.log : console.error)(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  let password = parsed.values.password;
  if (password === undefined && process.stdin.isTTY) {
    password = (await askHidden('Password (empty keeps an existing one): ')) || undefined;
    if (password !== undefined && (await askHidden('Repeat password: ')) !== password) {
      console.error("Passwords don't match.");
      return 1;
    }
  }

  let config;
  try {
    checkAdminInput(email, password);
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof AdminProvisioningError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const db = await openLunaDatabase(config);
  try {
    const { outcome, passwordSet } = await provisionAdmin(db, { email, password, setPassword: true });
    const what = { created: 'Created administrator', promoted: 'Promoted to administrator', unchanged: 'Already an administrator' }[outcome];
    console.log(`${what}: ${email.trim().toLowerCase()}${passwordSet && outcome !== 'created' ? ' (password changed)' : ''}`);
    return 0;
  } catch (err) {
    if (err instanceof AdminProvisioningError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

// Run only as a script (tests import main).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
