import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError, type PackageDetail } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';
import { Button, FieldError, FieldWrap, FormMessage, Label, Muted, Select, TextArea } from '@trabzon/ui';
import { Trans, formatDate, formatRating, useTranslation } from '@trabzon/i18n';
import { PACKAGES_NS } from '../../i18n';
import { useAddReview } from './useAddReview';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

/** The newest reviews and, for a signed-in visitor, a form to add one. */
export function Reviews({ pkg }: { pkg: PackageDetail }) {
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const location = useLocation();
  // Back here after signing in, with the start date and guests the URL keeps.
  const loginPath = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  const ids = useId();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const add = useAddReview(pkg._id);
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 10) return setError(t('reviewForm.tooShort'));
    setError(null);
    add.mutate(
      { rating, text: text.trim() },
      {
        onSuccess: () => {
          setDone(true);
          setText('');
        },
        onError: (e) => {
          const { status } = describeApiError(e);
          setError(status === 409 ? t('reviewForm.already') : status === 403 ? t('reviewForm.needsTrip') : t('reviewForm.failed'));
        },
      },
    );
  };

  return (
    <div data-testid="package-reviews">
      {pkg.reviews.latest.length === 0 ? (
        <Muted>{t('detail.noReviews')}</Muted>
      ) : (
        <List>
          {pkg.reviews.latest.map((r) => (
            <li key={r._id}>
              <strong>{r.userName}</strong> ·{' '}
              <span role="img" aria-label={t('card.reviewRating', { rating: formatRating(r.rating, i18n.language) })}>
                {'★'.repeat(r.rating)}
                {'☆'.repeat(5 - r.rating)}
              </span>{' '}
              · <Muted as="span">{formatDate(r.date, i18n.language)}</Muted>
              <p>{r.text}</p>
            </li>
          ))}
        </List>
      )}
      {!signedIn && (
        <Muted>
          <Trans t={t} i18nKey="reviewForm.signIn" components={{ signin: <Link to={loginPath} /> }} />
        </Muted>
      )}
      {signedIn && !done && (
        <form onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
          <h3 id={`${ids}-title`}>{t('reviewForm.title')}</h3>
          <FieldWrap>
            <Label htmlFor={`${ids}-rating`}>{t('reviewForm.rating')}</Label>
            <Select id={`${ids}-rating`} value={rating} onChange={(e) => setRating(Number(e.target.value))}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {'★'.repeat(n)} ({n})
                </option>
              ))}
            </Select>
          </FieldWrap>
          <FieldWrap>
            <Label htmlFor={`${ids}-text`}>{t('reviewForm.text')}</Label>
            <TextArea
              id={`${ids}-text`}
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
            />
            {error && <FieldError id={`${ids}-error`}>{error}</FieldError>}
          </FieldWrap>
          <Button type="submit" disabled={add.isPending}>
            {t('reviewForm.submit')}
          </Button>
        </form>
      )}
      {done && <FormMessage role="status">{t('reviewForm.thanks')}</FormMessage>}
    </div>
  );
}
