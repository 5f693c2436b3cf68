import { Link } from '@trabzon/router';
import styled, { css } from 'styled-components';
import { Slideshow } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useHomepageSettings } from '../queries/useHomepageSettings';
import { HERO_INTERVAL_MS, HERO_LOCK_MS, heroSlides } from '../model/hero';

const actionStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  text-decoration: none;
`;

const ActionLink = styled(Link)`
  ${actionStyle}
`;

const External = styled.a`
  ${actionStyle}
`;

/**
 * The home hero: the slides of the homepage settings in the kit's slideshow (6 s, wraps, dots for
 * more than one slide, 500 ms lock); one default image while they load, when they fail or when
 * there are none.
 */
export function HeroSlideshow() {
  const { t } = useTranslation('home');
  const settings = useHomepageSettings();
  const slides = heroSlides(settings.data?.heroSlideshow, { title: t('hero.title'), subtitle: t('hero.subtitle') });
  return (
    <div data-testid="hero-slideshow" data-source={settings.data && settings.data.heroSlideshow.length > 0 ? 'settings' : 'default'}>
      <Slideshow
        label={t('hero.label')}
        intervalMs={HERO_INTERVAL_MS}
        lockMs={HERO_LOCK_MS}
        aspectRatio="21 / 8"
        titleAs="h2"
        slides={slides.map((slide) => ({
          id: slide.id,
          image: slide.image,
          alt: '',
          title: slide.title,
          subtitle: slide.subtitle,
          action: slide.action ? (
            /^https?:\/\//.test(slide.action.href) ? (
              <External href={slide.action.href} rel="noopener noreferrer">
                {slide.action.label}
              </External>
            ) : (
              <ActionLink to={slide.action.href}>{slide.action.label}</ActionLink>
            )
          ) : undefined,
        }))}
      />
    </div>
  );
}
