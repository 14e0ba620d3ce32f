/**
 * Setup file of the projects that talk to the emulator suite (vitest.config.ts): their fetches
 * open a connection per request (scripts/lib/one-request-per-connection.mjs says why).
 */
import { useOneRequestPerConnection } from '../../scripts/lib/one-request-per-connection.mjs';

useOneRequestPerConnection();
