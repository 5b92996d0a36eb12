// The msw server shared by tests that call the API over HTTP (the client under test is real; the API is
// mocked). Each test file gets its own instance (vitest isolates files); handlers reset after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Starts msw for this test file; an unexpected request fails the test. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
