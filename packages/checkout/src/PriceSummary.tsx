import { useRef } from 'react';
import styled from 'styled-components';
import type { BookingQuote } from '@trabzon/api-client';

/** What a price breakdown needs: a quote before booking, or the stored booking after. */
export type PriceBreakdown = Pick<BookingQuote, 'lineItems' | 'subtotal' | 'taxRate' | 'tax' | 'total' | 'currency'> &
  Partial<Pick<BookingQuote, 'cancellableUntil' | 'nonRefundable'>>;
import { ErrorPanel, Muted, Spinner, useRetry } from '@trabzon/ui';
import { formatDateTime, formatPrice, useTranslation } from '@trabzon/i18n';
import { lineText } from '@trabzon/contracts/line-labels';
import './i18n';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-block: ${({ theme }) => theme.space(2)};
  td {
    padding-block: ${({ theme }) => theme.space(1)};
  }
  td:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tfoot td {
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  tr.total td {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    padding-block-start: ${({ theme }) => theme.space(2)};
  }
`;

interface PriceSummaryProps {
  quote: PriceBreakdown | null;
  /** Test id of the total's cell (the stored booking's page names it `booking-total`). */
  totalTestId?: string;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** Before paying: say until when the booking can be cancelled free of charge (from the quote). */
  withTerms?: boolean;
}

/** The server's price for what is being booked: lines, subtotal, tax and total. */
export function PriceSummary({ quote, loading, failed, onRetry, totalTestId = 'quote-total', withTerms = false }: PriceSummaryProps) {
  const { t, i18n } = useTranslation('checkout');
  // Try again keeps its panel, the button busy, while the price loads (a spinner in its place dropped
  // the keyboard's focus to <body>): failing again leaves the focus on it, a price moves it to the title.
  const title = useRef<HTMLHeadingElement>(null);
  const { retrying, retry } = useRetry({ isError: !!failed, isFetching: !!loading, refetch: () => onRetry?.() }, () => title.current);
  if (failed || retrying) {
    return <ErrorPanel title={t('summary.failed')} onRetry={onRetry && retry} retrying={retrying} />;
  }
  if (loading || !quote) return <Spinner label={t('summary.loading')} />;
  const money = (amount: number) => formatPrice(amount, i18n.language, quote.currency);
  return (
    <section aria-labelledby="price-summary-title" data-testid="price-summary">
      <h3 id="price-summary-title" ref={title} tabIndex={-1}>
        {t('summary.title')}
      </h3>
      <Table>
        <tbody>
          {quote.lineItems.map((item, index) => (
            <tr key={index}>
              <td>
                {/* In the page's language, even for a booking made in another. */}
                {lineText(item, i18n.language)}
                {item.quantity > 1 && ` × ${item.quantity}`}
              </td>
              <td>{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('summary.subtotal')}</td>
            <td>{money(quote.subtotal)}</td>
          </tr>
          {/* A fare whose taxes are lines of their own (flights) adds none: no "Tax (0%) $0.00" row. */}
          {(quote.taxRate !== 0 || quote.tax !== 0) && (
            <tr>
              <td>{t('summary.tax', { rate: quote.taxRate })}</td>
              <td>{money(quote.tax)}</td>
            </tr>
          )}
          <tr className="total">
            <td>{t('summary.total')}</td>
            <td data-testid={totalTestId}>{money(quote.total)}</td>
          </tr>
        </tfoot>
      </Table>
      {withTerms && quote.nonRefundable && <Muted data-testid="quote-terms">{t('summary.nonRefundable')}</Muted>}
      {withTerms && quote.cancellableUntil && (
        <Muted data-testid="quote-terms">
          {Date.parse(quote.cancellableUntil) > Date.now()
            ? t('summary.freeCancellation', { date: formatDateTime(quote.cancellableUntil, i18n.language, { withZone: true }) })
            : t('summary.noFreeCancellation')}
        </Muted>
      )}
    </section>
  );
}
