import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { DateField, TextField } from '@trabzon/ui';
import { FLIGHTS_NS } from '../i18n';
import {
  COMPANION_NAME_MAX,
  birthDateLimits,
  companionMessage,
  companionPath,
  type Companion,
  type CompanionErrors,
  type CompanionField,
} from '../model/travellers';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

export interface OtherTravellersProps {
  others: readonly Companion[];
  errors: CompanionErrors;
  onChange: (index: number, field: CompanionField, value: string) => void;
  /** A field was left (it is checked then, as the checkout's own fields are). */
  onLeave: (index: number, field: CompanionField) => void;
  /** Registers each input by its API path, so the first invalid one can take focus. */
  inputRef: (path: string) => (element: HTMLInputElement | null) => void;
}

/** Travellers 2.. of the offer: first and last name and date of birth each, messages beside each field. */
export function OtherTravellers({ others, errors, onChange, onLeave, inputRef }: OtherTravellersProps) {
  const { t } = useTranslation(FLIGHTS_NS);
  const limits = birthDateLimits();

  const bound = (index: number, field: CompanionField) => ({
    ref: inputRef(companionPath(index, field)),
    name: `other-${index}-${field}`,
    error: companionMessage(errors[companionPath(index, field)], t),
    onBlur: () => onLeave(index, field),
  });

  // Not the browser's own name: that is the contact's, already asked above.
  const name = (index: number, field: 'firstName' | 'lastName') => (
    <TextField
      {...bound(index, field)}
      label={t(`booking.${field}`)}
      autoComplete="off"
      maxLength={COMPANION_NAME_MAX}
      value={others[index]?.[field] ?? ''}
      onChange={(e) => onChange(index, field, e.target.value)}
    />
  );

  return (
    <fieldset data-testid="flight-other-travellers">
      <legend>{t('booking.otherTravellers')}</legend>
      {others.map((other, index) => (
        <fieldset key={index}>
          <legend>{t('booking.passengerN', { n: index + 2 })}</legend>
          <Row>
            {name(index, 'firstName')}
            {name(index, 'lastName')}
            <DateField
              {...bound(index, 'dateOfBirth')}
              label={t('booking.dateOfBirth')}
              value={other.dateOfBirth}
              onChange={(value) => onChange(index, 'dateOfBirth', value)}
              {...limits}
            />
          </Row>
        </fieldset>
      ))}
    </fieldset>
  );
}
