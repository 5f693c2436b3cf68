import { earlyRequests } from './boot/earlyRequests';

// The registry and the settings download while the shared libraries do (see earlyRequests).
earlyRequests();
// Boot's scripts are asked for in a task of their own: requesting twenty files and negotiating the
// shared libraries is a long task on a slow phone's CPU, and so is starting the federation runtime
// that runs before this file; one after the other they would block the page twice as long at once.
setTimeout(() => {
  // The kit (with styled-components and the query cache) is evaluated as soon as its own chunks are
  // in, in a task of its own, instead of inside the one long task that evaluates all of boot.
  void import('@trabzon/ui');
  // An async boundary: shared libraries are negotiated with the remotes before any of them runs.
  void import('./bootstrap');
}, 0);
