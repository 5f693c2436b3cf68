// Exposed as mf_hotels/SpecialOffers. The import adds the `hotels` texts: the shell may load this
// widget before the remote's App.
import '../i18n';
import { SpecialOffers } from '../features/widgets/SpecialOffers';

export default SpecialOffers;
