import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Muted, usePageTitle } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useThemeStore } from '@trabzon/stores';
import { useRegistry } from '../../remotes/RegistryContext';
import { RemoteView } from '../../remotes/RemoteView';
import { SearchPanel } from './components/SearchPanel';

const Hero = styled.section`
  position: relative;
  color: ${({ theme }) => theme.brand.onImage};
  background:
    linear-gradient(180deg, transparent, ${({ theme }) => theme.brand.scrim}),
    linear-gradient(160deg, ${({ theme }) => theme.brand.deepSea} 0%, ${({ theme }) => theme.brand.teaGarden} 55%, ${({ theme }) => theme.brand.night} 100%);
  padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(10)};
  h1 { font-size: clamp(28px, 5vw, ${({ theme }) => theme.fontSize.display}px); margin: 0 0 ${({ theme }) => theme.space(3)}; }
  p { font-size: ${({ theme }) => theme.fontSize.lg}px; margin: 0 0 ${({ theme }) => theme.space(8)}; max-width: 60ch; }
`;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space(10)} 0;
  h2 { font-size: ${({ theme }) => theme.fontSize.xl}px; margin: 0; }
  &:last-child { padding-block-end: ${({ theme }) => theme.space(12)}; }
`;

const SectionHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** Titles of the home widgets the remotes offer, by module name. */
const WIDGET_TITLES: Record<string, { title: string; intro: string }> = {
  FeaturedHotels: { title: 'sections.featuredHotels', intro: 'sections.featuredHotelsIntro' },
  SpecialOffers: { title: 'sections.specialOffers', intro: 'sections.specialOffersIntro' },
};

/** Home: hero with the search panel, then every home widget the registry's remotes expose. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('hero.title'));
  const registry = useRegistry();
  const mode = useThemeStore((state) => state.mode);
  const widgets = registry.remotes.flatMap((remote) => (remote.widgets ?? []).map((module) => ({ remote, module })));
  return (
    <div data-testid="home" data-app="shell" data-theme={mode}>
      <Hero>
        <Container>
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.subtitle')}</p>
          <SearchPanel />
        </Container>
      </Hero>
      <Container>
        {widgets.map(({ remote, module }) => {
          const titles = WIDGET_TITLES[module];
          return (
            <Section key={`${remote.name}/${module}`} aria-label={titles ? t(titles.title) : module} data-widget={module}>
              {titles && (
                <SectionHead>
                  <div>
                    <h2>{t(titles.title)}</h2>
                    <Muted style={{ margin: 0 }}>{t(titles.intro)}</Muted>
                  </div>
                  {module === 'FeaturedHotels' && <Link to="/hotels">{t('sections.seeAll')}</Link>}
                </SectionHead>
              )}
              <RemoteView remote={remote} module={module} />
            </Section>
          );
        })}
      </Container>
    </div>
  );
}
