/**
 * `npm run bench:checks`: how long `npm test` takes on a fresh clone of HEAD after `npm ci`, as CI
 * runs it, step by step (scripts/test.sh prints each step's seconds); the figures go to
 * bench/checks.json and bench/checks.md. The target is 10
 * minutes on 2 cores, the unit tier (the first step after lint) in under one (issue 19). A
 * measurement, not a test: it moves with the machine's load.
 */
import {execFileSync, spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** Runs npm test in `dir`, echoing its output; resolves with that output. */
function npmTest(dir: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], {
      cwd: dir,
      env: {...process.env, CI: 'true'},
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', () => resolve(output));
  });
}

async function main(): Promise<void> {
  const clone = mkdtempSync(path.join(tmpdir(), 'breakdown-bench-'));
  try {
    execFileSync('git', ['clone', '--quiet', root, clone], {stdio: 'inherit'});
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: clone, encoding: 'utf8'}).trim();
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: clone, stdio: 'inherit'});
    const output = await npmTest(clone);
    const steps = [...output.matchAll(/^\[test\.sh\] (.+): (\d+) s$/gm)].map(([, step, seconds]) => ({
      step,
      seconds: Number(seconds),
    }));
    const summary = /^\d+ passed, \d+ failed.*$/m.exec(output)?.[0] ?? 'no summary line';
    const date = new Date().toISOString().slice(0, 10);
    const table = [
      `\`npm test\` on a fresh clone of ${commit} after \`npm ci\`, 2 cores (${date}): ${summary}.`,
      '',
      '| Step | Seconds |',
      '|---|---|',
      ...steps.map(({step, seconds}) => `| ${step} | ${seconds} |`),
    ].join('\n');
    writeFileSync(path.join(root, 'bench/checks.json'), `${JSON.stringify({date, commit, summary, steps}, null, 2)}\n`);
    writeFileSync(path.join(root, 'bench/checks.md'), `${table}\n`);
    console.log(`\n${table}`);
  } finally {
    rmSync(clone, {recursive: true, force: true});
  }
}

void main();
