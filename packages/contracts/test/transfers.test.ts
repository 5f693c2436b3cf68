import { describe, expect, it } from 'vitest';
import * as serviceArea from '../src/service-area';
import * as transfers from '../src/transfers';

describe('transfers', () => {
  // The cases of inServiceArea are in service-area.test.ts; the package's index hands on the same one.
  it('hands on the service area of @trabzon/contracts/service-area', () => {
    expect(transfers.inServiceArea).toBe(serviceArea.inServiceArea);
    expect(transfers.SERVICE_AREA).toBe(serviceArea.SERVICE_AREA);
  });
});
