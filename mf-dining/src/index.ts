// An async boundary, so shared libraries are negotiated before the app runs on its own.
import('./bootstrap');
