import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { Container, Muted, usePageTitle } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useThemeStore } from '@trabzon/stores';
import { useRegistry } from '../../remotes/RegistryContext';
import { SearchPanel } from './components/SearchPanel';
import { HeroSlideshow } from './components/HeroSlideshow';
import { DeferredWidget } from './components/DeferredWidget';

export { homeTextsReady as ready } from './texts';

const Hero = styled.section`
  position: relative;
  padding-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  > div > div + * {
    margin-block-start: ${({ theme }) => theme.space(4)};
  }
`;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space(10)} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    margin: 0;
  }
  &:last-child {
    padding-block-end: ${({ theme }) => theme.space(12)};
  }
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
const WIDGET_TITLES: Record<string, { title: string; intro: string; more?: { to: string; label: string } }> = {
  FeaturedDestinations: { title: 'sections.destinations', intro: 'sections.destinationsIntro' },
  FeaturedHotels: {
    title: 'sections.featuredHotels',
    intro: 'sections.featuredHotelsIntro',
    more: { to: '/hotels', label: 'sections.seeAll' },
  },
  FeaturedPackages: {
    title: 'sections.featuredPackages',
    intro: 'sections.featuredPackagesIntro',
    more: { to: '/packages', label: 'sections.seeAllPackages' },
  },
  SpecialOffers: { title: 'sections.specialOffers', intro: 'sections.specialOffersIntro' },
};

/** The order of the home sections; widgets not listed follow in registry order. */
const WIDGET_ORDER = ['FeaturedDestinations', 'FeaturedHotels', 'FeaturedPackages', 'SpecialOffers'];
const rank = (module: string) => {
  const index = WIDGET_ORDER.indexOf(module);
  return index === -1 ? WIDGET_ORDER.length : index;
};

/** Home: hero with the search panel, then every home widget the registry's remotes expose. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('hero.title'));
  const registry = useRegistry();
  const mode = useThemeStore((state) => state.mode);
  const widgets = registry.remotes
    .flatMap((remote) => (remote.widgets ?? []).map((module) => ({ remote, module })))
    .map((widget, index) => ({ ...widget, index }))
    .sort((a, b) => rank(a.module) - rank(b.module) || a.index - b.index);
  return (
    <div data-testid="home" data-app="shell" data-theme={mode}>
      <Hero>
        <Container>
          <h1 className="visually-hidden">{t('hero.title')}</h1>
          <HeroSlideshow />
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
                  {titles.more && <Link to={titles.more.to}>{t(titles.more.label)}</Link>}
                </SectionHead>
              )}
              <DeferredWidget remote={remote} module={module} />
            </Section>
          );
        })}
      </Container>
    </div>
  );
}
