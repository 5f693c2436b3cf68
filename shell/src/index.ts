import { earlyRequests } from './boot/earlyRequests';

// The registry and the settings download while the shared libraries do (see earlyRequests).
earlyRequests();
// An async boundary: shared libraries are negotiated with the remotes before any of them runs.
import('./bootstrap');
