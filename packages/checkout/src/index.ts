export { CheckoutForm, TotalDue, type CheckoutExtra, type CheckoutFormProps } from './CheckoutForm';
export { PriceSummary, type PriceBreakdown } from './PriceSummary';
export { BookingConfirmation, useConfirmationTitle } from './BookingConfirmation';
export { validateCheckoutForm, validateField } from './model/validate';
export { initialValues, type CheckoutValues, type CheckoutVariant } from './model/values';
export { useBookedHere } from './useBookedHere';
export { refusalText, useRefusalText, type RefusalValues } from './refusals';
export { nationalityOptions } from './model/countries';
