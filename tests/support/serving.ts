/**
 * A server of its own, for a test that changes the build under it or counts what it holds open,
 * so that the tests sharing the servers of the run are not disturbed:
 *
 * - `servingSynthetic`: the Node server, in the test's process, on a small build made here
 *   (tests/build/);
 * - `startServer`: any server of tests/support/servers.ts, started by its own command on a
 *   loopback port of its own, over a build folder the test owns, such as `copyOfBuild()`
 *   (tests/http/faults.spec.ts). Its processes are those of the process group it starts in.
 */
import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createStaticServer} from '../../server/static-server';
import {buildDir} from './build-dir';
import {request} from './http-client';
import {type ServerName, servers} from './servers';
import {type BuildFiles, syntheticBuild} from './synthetic-build';
import {freePort} from './free-port';

export interface Serving {
  /** The build folder served. */
  root: string;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Stops the server and removes the build folder. */
  close(): Promise<void>;
}

/** The Node server on a loopback port for a synthetic build of `files`. */
export async function servingSynthetic(files: BuildFiles, localePaths: string[]): Promise<Serving> {
  const {root, remove} = syntheticBuild(files);
  const server = createStaticServer({root, localePaths});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    root,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      remove();
    },
  };
}

/** A copy of build/ made of hard links (fast, no space): remove or rename its files, never write into them. */
export function copyOfBuild(): {root: string; remove: () => void} {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'build-copy-'));
  const root = path.join(parent, 'build');
  execFileSync('cp', ['-al', buildDir, root]);
  return {root, remove: () => rmSync(parent, {recursive: true, force: true})};
}

/** The processes of the group `pgid`: a server and whatever it started (nginx's workers, workerd). */
function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 5 of /proc/<pid>/stat, after the command name in parentheses, is the process group.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false; // gone while listed
      }
    })
    .map(Number);
}

export interface StartedServer extends Serving {
  /** How many descriptors its processes hold open on files under `root`. */
  openFilesUnderRoot(): number;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/**
 * `name`'s server (its command of servers.ts) on a free loopback port over `root`, once it answers
 * `/fr/`. `close` stops its whole process group, as Playwright stops the servers of a run.
 */
export async function startServer(name: ServerName, root: string, remove: () => void): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(servers[name].command, {
    shell: true,
    detached: true,
    cwd: path.resolve(__dirname, '../..'),
    // IN_PLACE: the CDN runtime serves `root` itself, so that what the test changes there is what it serves.
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: root, IN_PLACE: '1'},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      const killed = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killed);
    }
    remove();
  };
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`${name} server on ${root} exited with ${child.exitCode}`);
    const answer = await request(origin, '/fr/').catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`${name} server on ${root} did not answer within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const openFilesUnderRoot = () =>
    processGroup(child.pid!)
      .flatMap((pid) => {
        try {
          return readdirSync(`/proc/${pid}/fd`).map((fd) => `/proc/${pid}/fd/${fd}`);
        } catch {
          return [];
        }
      })
      .filter((fd) => {
        try {
          return readlinkSync(fd).startsWith(`${root}/`);
        } catch {
          return false; // closed while listed
        }
      }).length;
  return {root, origin, close, openFilesUnderRoot};
}
