// Exposed as mf_packages/FeaturedDestinations. The import adds the `packages` texts: the shell may
// load this widget before the remote's App.
import { FeaturedDestinations } from '../features/widgets/FeaturedDestinations';

export default FeaturedDestinations;
export { textsReady as ready } from '../i18n';
