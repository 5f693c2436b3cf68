import shell from '../locales/en.json';
import account from '../features/account/locales/en.json';
import bookings from '../features/bookings/locales/en.json';
import home from '../features/home/locales/en.json';
import checkoutPage from '../features/checkout/locales/en.json';

/** The shell's texts in one language, by namespace: one chunk per language, loaded by ./load. */
export default { shell, account, bookings, home, checkoutPage };
