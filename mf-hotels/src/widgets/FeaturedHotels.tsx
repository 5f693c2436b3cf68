// Exposed as mf_hotels/FeaturedHotels. The import adds the `hotels` texts: the shell may load this
// widget before the remote's App.
import '../i18n';
import { FeaturedHotels } from '../features/widgets/FeaturedHotels';

export default FeaturedHotels;
