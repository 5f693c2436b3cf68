export * from './common';
export * from './auth';
export * from './bookings';
export * from './validation';
export * from './hotels';
export * from './restaurants';
export * from './packages';
export * from './admin-ops';
