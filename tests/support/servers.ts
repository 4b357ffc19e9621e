/**
 * The servers the tests run against, for playwright.config.ts and the tests alike: the project's
 * Node server (`npm run serve`), nginx with the production config of deploy/nginx/
 * (scripts/nginx-test.sh) and Cloudflare Pages' own runtime with the config of `npm run
 * pages-config` (`cdn`: scripts/pages-test.sh, `wrangler pages dev`), all serving build/ on
 * loopback ports.
 *
 * Readers get nginx, so the browser suite runs once, against it (`TEST_SERVER=node` runs it
 * against the Node server instead). What a server answers by itself — statuses, redirects,
 * not-found pages, headers, refusals, behaviour under load — is checked on each; where Pages
 * answers its own way, tests/support/platform-differences.ts names it.
 *
 * TEST_PORT (3100) is the Node server's port, nginx's is 100 above it and the CDN runtime's 200: two runs side by side
 * each take their own TEST_PORT.
 */
/** The servers of every run; where Pages answers its own way, tests/support/platform-differences.ts says so. */
export const SERVER_NAMES = ['node', 'nginx', 'cdn'] as const;
export type ServerName = (typeof SERVER_NAMES)[number];

const nodePort = Number(process.env.TEST_PORT ?? 3100);

interface Server {
  port: number;
  /** What Playwright's webServer runs, with PORT and HOST in its environment. */
  command: string;
  /** How Playwright stops it: nginx-test.sh stops nginx and removes its temp folder on SIGTERM. */
  gracefulShutdown?: {signal: 'SIGTERM'; timeout: number};
}

export const servers: Record<ServerName, Server> = {
  node: {port: nodePort, command: 'node --require tsx/cjs scripts/serve.ts'},
  nginx: {
    port: nodePort + 100,
    command: 'bash scripts/nginx-test.sh',
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
  cdn: {
    port: nodePort + 200,
    command: 'bash scripts/pages-test.sh',
    gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
  },
};

/** `http://127.0.0.1:<port>`, the origin of a server under test. */
export function originOf(name: ServerName): string {
  return `http://127.0.0.1:${servers[name].port}`;
}

function browserServerFromEnvironment(): ServerName {
  const chosen = process.env.TEST_SERVER ?? 'nginx';
  if (!(SERVER_NAMES as readonly string[]).includes(chosen)) {
    throw new Error(`TEST_SERVER is ${SERVER_NAMES.join(' or ')}, not ${chosen}`);
  }
  return chosen as ServerName;
}

/** The server of the browser suite: nginx, as readers get it, unless TEST_SERVER says node. */
export const browserServer: ServerName = browserServerFromEnvironment();

/** The servers a project's tests request: none for the unit and build tiers, which read files. */
function serversOfProject(project: string): ServerName[] | undefined {
  if (project === 'unit' || project === 'build') return [];
  if (['browser', 'chromium', 'webkit', 'firefox'].includes(project)) return [browserServer];
  const server = /^(?:http|load)-(\w+)$/.exec(project)?.[1];
  return (SERVER_NAMES as readonly string[]).includes(server ?? '') ? [server as ServerName] : undefined;
}

/**
 * The servers a run needs, from the `--project` options of its command line: each server takes
 * seconds to start (the CDN runtime 15–40 s), and a run of the engines or of one HTTP project needs
 * one. Every server when no project is named, or one is not known here (a pattern, a new project).
 */
export function serversOfRun(argv: readonly string[]): ServerName[] {
  const projects = argv.flatMap((arg, i) =>
    arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [argv[i + 1] ?? ''] : [],
  );
  const needed = projects.map(serversOfProject);
  if (projects.length === 0 || needed.includes(undefined)) return [...SERVER_NAMES];
  return SERVER_NAMES.filter((server) => needed.some((names) => names!.includes(server)));
}
