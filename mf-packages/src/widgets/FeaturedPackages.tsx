// Exposed as mf_packages/FeaturedPackages (brings the `packages` texts and exports them as `ready`, see ../i18n).
import { FeaturedPackages } from '../features/widgets/FeaturedPackages';

export default FeaturedPackages;
export { textsReady as ready } from '../i18n';
