/**
 * A throwaway PostgreSQL cluster with pg_cron, in a temp folder, reachable only through a unix socket there.
 *
 * pg_net (which Debian does not package) is offered as a test double (pg-net-double/): PostgreSQL finds
 * extensions next to the `postgres` binary it runs, so the cluster runs a copy of the binary in a mirror of
 * the installation whose `extension` folder holds the real files plus the double. The system stays untouched.
 */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_NET_DOUBLE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pg-net-double');

/** The hosted project's database, which pg_cron serves (as on Supabase). */
export const CRON_DATABASE = 'postgres';

export interface PostgresInstall {
  bin: string;
  share: string;
  pkglib: string;
}

export interface PostgresCluster {
  /** node-postgres URL of CRON_DATABASE as the superuser `postgres`, over the socket. */
  url: string;
  /** The server's log so far (for a failure's report). */
  log(): string;
  stop(): Promise<void>;
}

/** The installation of `bin` (e.g. /usr/lib/postgresql/15/bin), or why it cannot run the target. */
export async function findInstall(bin: string): Promise<PostgresInstall | string> {
  for (const tool of ['initdb', 'pg_ctl', 'postgres', 'pg_config']) {
    if (!existsSync(join(bin, tool))) return `${join(bin, tool)} is missing`;
  }
  const config = async (flag: string) => (await run(join(bin, 'pg_config'), [flag])).stdout.trim();
  const install = { bin, share: await config('--sharedir'), pkglib: await config('--pkglibdir') };
  if (
    !existsSync(join(install.pkglib, 'pg_cron.so')) ||
    !existsSync(join(install.share, 'extension', 'pg_cron.control'))
  ) {
    return `pg_cron is not installed for ${bin}`;
  }
  return install;
}

/** Who owns and runs the cluster: PostgreSQL refuses root, so root hands it to the `postgres` system user. */
async function clusterUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) chownTree(join(path, entry.name), uid, gid);
    else if (!entry.isSymbolicLink()) chownSync(join(path, entry.name), uid, gid);
  }
}

/** The mirror: a copy of `postgres` (a symlink would be resolved back to the original) and links to the rest. */
function mirrorInstall(install: PostgresInstall, root: string): string {
  const postgres = join(root, install.bin, 'postgres');
  mkdirSync(dirname(postgres), { recursive: true });
  copyFileSync(join(install.bin, 'postgres'), postgres);
  chmodSync(postgres, 0o755);
  mkdirSync(dirname(join(root, install.pkglib)), { recursive: true });
  symlinkSync(install.pkglib, join(root, install.pkglib));
  const share = join(root, install.share);
  mkdirSync(join(share, 'extension'), { recursive: true });
  for (const entry of readdirSync(install.share)) {
    if (entry !== 'extension') symlinkSync(join(install.share, entry), join(share, entry));
  }
  for (const entry of readdirSync(join(install.share, 'extension'))) {
    symlinkSync(join(install.share, 'extension', entry), join(share, 'extension', entry));
  }
  for (const entry of readdirSync(PG_NET_DOUBLE_DIR)) {
    copyFileSync(join(PG_NET_DOUBLE_DIR, entry), join(share, 'extension', entry));
  }
  return postgres;
}

export async function startCluster(install: PostgresInstall): Promise<PostgresCluster> {
  const root = mkdtempSync(join(tmpdir(), 'grabbeallee-pg-'));
  const data = join(root, 'data');
  const socketDir = join(root, 'socket');
  const logFile = join(root, 'server.log');
  const user = await clusterUser();
  const as = (tool: string, args: string[]) =>
    user ? run('runuser', ['-u', 'postgres', '--', tool, ...args]) : run(tool, args);
  let started = false;
  const stop = async () => {
    if (started)
      await as(join(install.bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    started = false;
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const postgres = mirrorInstall(install, join(root, 'install'));
    mkdirSync(socketDir);
    if (user) chownTree(root, user.uid, user.gid);
    // `postgres` like the hosted project's owner role; trust: only this user's socket reaches the server.
    await as(join(install.bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    writeFileSync(
      join(data, 'postgresql.auto.conf'),
      [
        "listen_addresses = ''",
        `unix_socket_directories = '${socketDir}'`,
        "shared_preload_libraries = 'pg_cron'",
        `cron.database_name = '${CRON_DATABASE}'`,
        // pg_cron runs each job in a new session over this socket, as the job's owner.
        `cron.host = '${socketDir}'`,
        "timezone = 'UTC'",
        // A throwaway cluster: durability only costs time.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    if (user) chownSync(join(data, 'postgresql.auto.conf'), user.uid, user.gid);
    await as(join(install.bin, 'pg_ctl'), [
      '-D',
      data,
      '-p',
      postgres,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    started = true;
    return {
      url: `postgresql://postgres@localhost/${CRON_DATABASE}?host=${encodeURIComponent(socketDir)}`,
      log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
