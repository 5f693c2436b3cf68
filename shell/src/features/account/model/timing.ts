/** Delays of spec section 4 (Login modal, Login view). */
export const LOGIN_MODAL_REDIRECT_MS = 300;
export const LOGIN_VIEW_REDIRECT_MS = 500;
export const REGISTER_TO_LOGIN_MS = 1500;
