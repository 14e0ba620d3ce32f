// A .po catalogue imported by the app, compiled by @lingui/vite-plugin (vite.lingui.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
