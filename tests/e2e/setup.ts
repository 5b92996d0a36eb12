// Per-file setup of the e2e tests: every test gets fresh browser contexts, every file closes its Chromium.
import { afterAll, afterEach } from 'vitest';
import { closeBrowser, closeContexts } from './harness';

afterEach(closeContexts);
afterAll(closeBrowser);
