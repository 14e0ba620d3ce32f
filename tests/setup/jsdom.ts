import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messages as activityFiles } from '../../src/locales/en/activity-files.po';
import { messages as dashboard } from '../../src/locales/en/dashboard.po';
import { messages as home } from '../../src/locales/en/home.po';
import { messages as participant } from '../../src/locales/en/participant.po';
import { messages as visitor } from '../../src/locales/en/visitor.po';

// Components render in English, from the compiled catalogues, as an English visitor sees them.
i18n.loadAndActivate({
  locale: 'en',
  messages: { ...visitor, ...participant, ...home, ...dashboard, ...activityFiles },
});

afterEach(() => {
  cleanup();
});
