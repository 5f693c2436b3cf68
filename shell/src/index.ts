import { earlyRequests } from './boot/earlyRequests';
import { prefetchHomePage } from './features/home/load';

// The registry and the settings download while the shared libraries do (see earlyRequests).
earlyRequests();

/**
 * Runs `work` in a task of its own, right after this one: a message to itself, not setTimeout, which a
 * background tab delays by up to a second.
 */
function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

// Boot's scripts are asked for in a task of their own: requesting twenty files and negotiating the
// shared libraries is a long task on a slow phone's CPU, and so is starting the federation runtime
// that runs before this file; one after the other they would block the page twice as long at once.
inNextTask(() => {
  // The kit (with styled-components and the query cache) is evaluated as soon as its own chunks are
  // in, in a task of its own, instead of inside the one long task that evaluates all of boot.
  void import('@trabzon/ui');
  // An async boundary: shared libraries are negotiated with the remotes before any of them runs.
  void import('./bootstrap');
  // On /, the home page's chunk downloads beside boot's instead of after the first render.
  if (window.location.pathname === '/') prefetchHomePage();
});
