/**
 * Linked pages are prefetched one at a time, when the main thread is idle.
 *
 * Docusaurus's <Link> prefetches a page's chunks as soon as the link scrolls into view. A doc page
 * shows a dozen links or more at once, and their prefetches (route matching, then a
 * `<link rel="prefetch">` per chunk) all ran in one task right after hydration: 100–150 ms with a
 * phone's CPU (4× slowdown), just when a reader's first tap arrives. Here each prefetch waits for an
 * idle moment and runs alone. What is prefetched is unchanged: Docusaurus's own prefetch still
 * decides, so nothing is prefetched on 2g or data-saver connections.
 */
import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];

/** Runs `task` in an idle period (Safari has no requestIdleCallback: a timer then). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 2000});
  else window.setTimeout(task, 50);
}

let installed = false;

const clientModule: ClientModule = {
  // Installed on the first route update: clientEntry sets window.docusaurus after evaluating every
  // module, this one included, and the first route update (hydration's commit) precedes the first
  // intersection of a link.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    const {docusaurus} = window;
    const prefetch: Prefetch = (routePath) =>
      new Promise((resolve) => whenIdle(() => resolve(docusaurus.prefetch(routePath) || [])));
    window.docusaurus = {...docusaurus, prefetch};
  },
};

export default clientModule;
