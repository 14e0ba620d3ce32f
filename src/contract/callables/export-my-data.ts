/**
 * The `exportMyData` callable (account page, "Download my data"): no request; the caller's own
 * data (contract/my-data.ts), assembled on the server from her uid alone.
 */
import { NO_REQUEST, type CallableContract, type RefusalTexts } from './callable';

export const EXPORT_MY_DATA_REFUSALS = ['signedOut'] as const;

export type ExportMyDataRefusal = (typeof EXPORT_MY_DATA_REFUSALS)[number];

export const EXPORT_MY_DATA_REFUSAL_TEXTS: RefusalTexts<ExportMyDataRefusal> = {
  signedOut: 'Sign in to download your data.',
};

export const EXPORT_MY_DATA: CallableContract<Record<string, never>> = {
  name: 'exportMyData',
  signedOutMessage: EXPORT_MY_DATA_REFUSAL_TEXTS.signedOut,
  parse: NO_REQUEST,
};
