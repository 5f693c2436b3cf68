// Exposed as mf_packages/FeaturedPackages (adds the `packages` texts on import).
import '../i18n';
import { FeaturedPackages } from '../features/widgets/FeaturedPackages';

export default FeaturedPackages;
