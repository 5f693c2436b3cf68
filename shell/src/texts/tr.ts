import shell from '../locales/tr.json';
import account from '../features/account/locales/tr.json';
import bookings from '../features/bookings/locales/tr.json';
import home from '../features/home/locales/tr.json';
import checkoutPage from '../features/checkout/locales/tr.json';

/** The shell's texts in one language, by namespace: one chunk per language, loaded by ./load. */
export default { shell, account, bookings, home, checkoutPage };
