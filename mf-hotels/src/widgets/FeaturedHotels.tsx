// Exposed as mf_hotels/FeaturedHotels. It brings the `hotels` texts and exports them as `ready`
// (see ../i18n): the shell may load this widget before the remote's App.
import { FeaturedHotels } from '../features/widgets/FeaturedHotels';

export default FeaturedHotels;
export { textsReady as ready } from '../i18n';
