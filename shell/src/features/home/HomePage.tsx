import { ScreenPlaceholder } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

export function HomePage() {
  const { t } = useTranslation('shell');
  return <ScreenPlaceholder app="shell" title={t('screens.home')} />;
}
