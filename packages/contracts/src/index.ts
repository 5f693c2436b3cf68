export * from './common';
export * from './auth';
export * from './bookings';
export * from './validation';
export * from './hotels';
export * from './admin';
