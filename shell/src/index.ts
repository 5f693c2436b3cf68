// An async boundary: shared libraries are negotiated with the remotes before any of them runs.
import('./bootstrap');
