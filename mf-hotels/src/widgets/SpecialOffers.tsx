// Exposed as mf_hotels/SpecialOffers. It brings the `hotels` texts and exports them as `ready`
// (see ../i18n): the shell may load this widget before the remote's App.
import { SpecialOffers } from '../features/widgets/SpecialOffers';

export default SpecialOffers;
export { textsReady as ready } from '../i18n';
