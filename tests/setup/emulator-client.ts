/**
 * Setup file of the projects that talk to the emulator suite (vitest.config.ts): their fetches
 * open a connection per request (one-request-per-connection.ts says why).
 */
import { useOneRequestPerConnection } from './one-request-per-connection';

useOneRequestPerConnection();
