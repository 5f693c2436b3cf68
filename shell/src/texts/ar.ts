import shell from '../locales/ar.json';
import account from '../features/account/locales/ar.json';
import bookings from '../features/bookings/locales/ar.json';
import home from '../features/home/locales/ar.json';
import checkoutPage from '../features/checkout/locales/ar.json';

/** The shell's texts in one language, by namespace: one chunk per language, loaded by ./load. */
export default { shell, account, bookings, home, checkoutPage };
