import { describe, expect, it } from 'vitest';
import { HotelBookingDetails } from '../src/hotels';
import { stayMessageOf } from '../src/stay-messages';

describe('stayMessageOf: which hotel stay refusal an API message is', () => {
  it('knows the hotel booking schema’s own guests message, with its limit, so the checkout can say it in its language', () => {
    const message = (HotelBookingDetails.properties.guests as unknown as { errorMessage: string }).errorMessage;
    expect(message).toBe('Please choose between 1 and 20 guests');
    expect(stayMessageOf(message)).toEqual({ key: 'guestsRange', values: { value: '20' } });
  });

  it('reads a limit from a filled-in text, and knows nothing of other messages', () => {
    expect(stayMessageOf('This room type sleeps at most 3 guests')).toEqual({ key: 'tooManyGuests', values: { value: '3' } });
    expect(stayMessageOf('Something else went wrong')).toBeNull();
  });
});
