/**
 * The three visitor screens share one chunk: moving between sign-in, sign-up and password
 * reset never waits for a download, so the old screen is never left on show (and typed into)
 * while the URL already names the new one. Together they weigh about 7 KB.
 */
export { default as CreateAccountPage } from './create-account-page';
export { default as ResetPasswordPage } from './reset-password-page';
export { default as SignInPage } from './sign-in-page';
