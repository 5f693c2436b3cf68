import { ScreenPlaceholder } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

/** A screen this remote owns whose content is still to be built: its translated title. */
export function placeholderScreen(titleKey: string) {
  return function PlaceholderScreen() {
    const { t } = useTranslation('dining');
    return <ScreenPlaceholder app="mf-dining" title={t(titleKey)} />;
  };
}
