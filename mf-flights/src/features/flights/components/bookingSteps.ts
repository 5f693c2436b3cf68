// The booking step and its confirmation, in a chunk of their own with the shared checkout they use:
// FlightsScreen loads it when a flight is opened (see loadBookingSteps there).
export { FlightBooking } from './FlightBooking';
export { ConfirmationDialog } from './ConfirmationDialog';
