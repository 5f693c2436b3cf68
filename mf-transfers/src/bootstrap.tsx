import { renderStandalone } from '@trabzon/ui/standalone';
import App from './App';
import { routes } from './routes';

// Runs this remote on its own, for its team's development and its own deployable dist/.
void renderStandalone({ name: 'mf-transfers', paths: routes.map((route) => route.path), App });
