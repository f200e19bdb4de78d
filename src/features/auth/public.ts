/** What other features may use of sign-in (eslint.config.js): the Demo controls' one-click sign-in. */
export { finishSignIn } from './finish-sign-in';
