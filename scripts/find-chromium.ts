/**
 * `bash scripts/install-chromium.sh` on a machine without Debian's apt-get (a writer's Mac): installs
 * nothing, and says in one line which Chrome or Chromium the build and the tests will drive
 * (config/chromium.ts looks for them), or what to install or set; exits 1 in that case.
 */
import {SHELL_CANDIDATES, chromiumPath, chromiumProblem} from '../config/chromium';

const problem = chromiumProblem(SHELL_CANDIDATES);
if (problem === undefined) {
  console.log(`Chromium: ${chromiumPath}`);
} else {
  console.error(problem);
  process.exit(1);
}
