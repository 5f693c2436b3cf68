import { useMemo } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { directionOf, useLocaleStore, type Language } from '@trabzon/stores';
import { Page, PageTitle, Muted, ErrorPanel, usePageTitle } from '@trabzon/ui';
import { LEGAL_LAST_UPDATED } from '../../layout/agency';
import { FOOTER_LEGAL_LINKS } from '../../layout/navigation';
import { agencyValues, isLegalDocument, type LegalDocumentId } from './legalContent';

// The policy texts are long: they come with the legal pages, in the visitor's language only.
export { legalTextsReady as ready } from './texts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 70ch) minmax(200px, 280px);
    justify-content: space-between;
  }
`;

const Article = styled.article`
  max-width: 70ch;
  min-width: 0;
  text-align: start;
  line-height: 1.65;

  h2 {
    margin-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    scroll-margin-block-start: 96px;
  }
  p {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
  ul {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

const Updated = styled(Muted)`
  margin-block: 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Intro = styled.div`
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.text};
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    position: sticky;
    inset-block-start: 88px;
    grid-row: 1;
    grid-column: 2;
  }
`;

const Box = styled.nav`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm}px;

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.md}px;
  }
  ol,
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    padding-inline-start: 0;
  }
  a {
    text-underline-offset: 3px;
  }
`;

function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  try {
    // Latin digits in Arabic too, as everywhere else on the site (prices, phone numbers).
    const locale = language === 'ar' ? 'ar-u-nu-latn' : language;
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return isoDate;
  }
}

/** One legal document from the shell's translations: title, last update, contents, sections. */
function LegalDocumentPage({ doc }: { doc: LegalDocumentId }) {
  const { t } = useTranslation('legal');
  const language = useLocaleStore((s) => s.language);
  const values = useMemo(() => agencyValues(directionOf(language)), [language]);
  const content: unknown = t(`legal.${doc}`, { returnObjects: true, ...values });
  const title = isLegalDocument(content) ? content.title : '';

  usePageTitle(title);

  if (!isLegalDocument(content)) {
    return (
      <Page>
        <ErrorPanel />
      </Page>
    );
  }

  const sectionId = (index: number) => `${doc}-${index + 1}`;
  const related = FOOTER_LEGAL_LINKS.filter((item) => item.id !== doc);

  return (
    <Page>
      <Layout>
        <Article data-testid="legal-page" data-doc={doc} aria-labelledby={`${doc}-title`}>
          <PageTitle id={`${doc}-title`}>{content.title}</PageTitle>
          <Updated data-testid="legal-last-updated">{t('legal.lastUpdated', { date: formatDate(LEGAL_LAST_UPDATED, language) })}</Updated>
          <Intro>
            {content.intro.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Intro>
          {content.sections.map((section, index) => (
            <section key={index} aria-labelledby={sectionId(index)}>
              <h2 id={sectionId(index)}>{section.heading}</h2>
              {section.paragraphs?.map((paragraph, i) => (
                <p key={`p${i}`}>{paragraph}</p>
              ))}
              {section.items && section.items.length > 0 && (
                <ul>
                  {section.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
              {section.closing?.map((paragraph, i) => (
                <p key={`c${i}`}>{paragraph}</p>
              ))}
            </section>
          ))}
        </Article>

        <Aside>
          <Box aria-labelledby={`${doc}-toc`}>
            <h2 id={`${doc}-toc`}>{t('legal.onThisPage')}</h2>
            <ol>
              {content.sections.map((section, index) => (
                <li key={index}>
                  <a href={`#${sectionId(index)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </Box>
          <Box aria-labelledby={`${doc}-related`}>
            <h2 id={`${doc}-related`}>{t('legal.related')}</h2>
            <ul>
              {related.map((item) => (
                <li key={item.id}>
                  <Link to={item.to}>{t(item.labelKey, { ns: 'shell' })}</Link>
                </li>
              ))}
            </ul>
          </Box>
        </Aside>
      </Layout>
    </Page>
  );
}

/** /privacy: what personal data the agency collects, keeps and shares; KVKK rights. */
export function PrivacyPage() {
  return <LegalDocumentPage doc="privacy" />;
}

/** /terms: use of the site, bookings, prices, cancellation, liability, governing law. */
export function TermsPage() {
  return <LegalDocumentPage doc="terms" />;
}

/** /contract: the distance sales contract (Mesafeli Satış Sözleşmesi). */
export function ContractPage() {
  return <LegalDocumentPage doc="contract" />;
}
