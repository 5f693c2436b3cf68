import { Link } from '@trabzon/router';
import { usePrefetchRoute } from '../remotes/usePrefetchRoute';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { AGENCY } from './agency';
import { useSiteSettings } from './siteSettings';
import { FOOTER_EXPLORE_LINKS, FOOTER_LEGAL_LINKS, type NavItem } from './navigation';
import { BrandMark, MailIcon, PhoneIcon, PinIcon, SealIcon } from './icons';

const Foot = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(12)};
  background: ${({ theme }) => theme.colors.footerBg};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  /* A word longer than its line (a site name without spaces, an e-mail) breaks rather than widening the page. */
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-underline-offset: 3px;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
`;

const Inner = styled.div`
  max-width: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(6)};
  padding-inline: ${({ theme }) => theme.space(4)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: 1.4fr 1fr 1fr 1.6fr;

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
  }
  @media not all and (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.div`
  min-width: 0;

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.md}px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.footerText};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    margin-block: 0 ${({ theme }) => theme.space(2)};
  }
`;

const BrandColumn = styled(Column)`
  @media not all and (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-column: 1 / -1;
  }
`;

const BrandLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  font-weight: 700;
`;

const Small = styled.p`
  opacity: 0.9;
`;

const ContactList = styled.ul`
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    flex-shrink: 0;
    margin-block-start: 2px;
  }
  address {
    font-style: normal;
  }
`;

/** The association badge as styled text and an inline mark; no external image. */
const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.footerText};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  line-height: 1.25;

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.footerText} 10%, transparent);
  }

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.md}px;
    letter-spacing: 0.04em;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs}px;
  }
`;

const BadgeMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.footerText};
  color: ${({ theme }) => theme.colors.footerBg};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(10)};
  padding-block-start: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.footerText} 25%, transparent);

  p {
    margin: 0;
  }
`;

function LinkList({ items, testId }: { items: readonly NavItem[]; testId: string }) {
  const { t } = useTranslation('shell');
  const prefetch = usePrefetchRoute();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.to} {...prefetch(item.to)} data-testid={`${testId}-${item.id}`}>
            {t(item.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer (spec sections 1 and 2): agency name and legal name, TÜRSAB licence, address,
 * two phones, e-mail, the association badge, the footer links and a copyright line with this year.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  const { address } = AGENCY;
  // Settings → General: the site name and contact e-mail, the agency's own until they are known.
  const site = useSiteSettings();
  const brandName = site?.siteName ?? AGENCY.brandName;
  const email = site?.contactEmail ?? AGENCY.email;

  return (
    <Foot data-testid="site-footer" data-print="hide">
      <Inner>
        <Columns>
          <BrandColumn>
            <BrandLine>
              <BrandMark size={28} />
              {brandName}
            </BrandLine>
            <Small>
              <bdi>{AGENCY.legalName}</bdi>
            </Small>
            <Small data-testid="footer-licence">{t('footer.licence', { licence: AGENCY.licenceNo })}</Small>
            <Small>{t('footer.tagline')}</Small>
            <Badge href={AGENCY.association.url} target="_blank" rel="noopener noreferrer" data-testid="footer-association-badge">
              <BadgeMark>
                <SealIcon size={24} />
              </BadgeMark>
              <span>
                <strong>{AGENCY.association.name}</strong>
                <small>{t('footer.associationMember', { licence: AGENCY.licenceNo })}</small>
              </span>
              <span className="visually-hidden">{t('footer.opensInNewTab')}</span>
            </Badge>
          </BrandColumn>

          <Column as="nav" aria-labelledby="footer-explore">
            <h2 id="footer-explore">{t('footer.explore')}</h2>
            <LinkList items={FOOTER_EXPLORE_LINKS} testId="footer-link" />
          </Column>

          <Column as="nav" aria-labelledby="footer-legal">
            <h2 id="footer-legal">{t('footer.legal')}</h2>
            <LinkList items={FOOTER_LEGAL_LINKS} testId="footer-link" />
          </Column>

          <Column>
            <h2>{t('footer.contact')}</h2>
            <ContactList>
              <li>
                <PinIcon size={18} />
                <address data-testid="footer-address">
                  {/* A Turkish postal address: kept left to right inside Arabic text too. */}
                  <bdi>{address.street}</bdi>
                  <br />
                  <bdi>
                    {address.postalCode} {address.district} / {address.city}, {address.country}
                  </bdi>
                </address>
              </li>
              {AGENCY.phones.map((phone) => (
                <li key={phone.id}>
                  <PhoneIcon size={18} />
                  <span>
                    {t(`footer.phone.${phone.id}`)}:{' '}
                    <a href={phone.href} dir="ltr" data-testid={`footer-phone-${phone.id}`}>
                      {phone.display}
                    </a>
                  </span>
                </li>
              ))}
              <li>
                <MailIcon size={18} />
                <a href={`mailto:${email}`} dir="ltr" data-testid="footer-email">
                  {email}
                </a>
              </li>
            </ContactList>
          </Column>
        </Columns>

        <Bottom>
          <p data-testid="footer-copyright">{t('footer.copyright', { year, name: brandName })}</p>
          <p>{t('footer.currencyNote')}</p>
        </Bottom>
      </Inner>
    </Foot>
  );
}
