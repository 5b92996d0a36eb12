// Runs once when the server starts (Next.js instrumentation hook): the configuration is validated with
// a clear message before the first visitor arrives (docs/architecture.md §6), and the built-in API's database is
// opened, migrated and seeded so the first request does not pay for it. Server-side API calls then go
// to the built-in API in-process (lib/http.ts setServerApiAdapter; `npm run bench` shows the gain).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before anything else, the one hook on Node's HTTP server (server/ops/http-hook.ts): requests in
  // flight are tracked for a graceful shutdown, and TRACE is refused with 405 (Next would answer 500).
  const [http, { installHttpHook }, { shutdownGuard, installGracefulShutdown }, { refuseForbiddenMethod }] = await Promise.all([
    import('node:http'),
    import('./server/ops/http-hook'),
    import('./server/ops/shutdown'),
    import('./lib/method-guard'),
  ]);
  // The guest HTML cache (lib/guest-html-cache.ts) goes last, and only serves once the cache bus is wired below.
  let guestHtml: import('./lib/guest-html-cache').GuestHtmlCache | undefined;
  let memberHtml: import('./lib/member-html-cache').MemberHtmlCache | undefined;
  let ownHtml: import('./lib/own-html-cache').OwnHtmlCache | undefined;
  // The built-in API answers its own plain addresses before Next routes them (server/http/direct-api.ts).
  let directApi: typeof import('./server/http/direct-api').serveApiDirectly | undefined;
  installHttpHook(http.default, [
    shutdownGuard,
    { request: refuseForbiddenMethod },
    { request: (req, res) => directApi?.(req, res) ?? false },
    { request: (req, res, pass) => guestHtml?.request(req, res, pass) ?? false },
    { request: (req, res, pass) => memberHtml?.request(req, res, pass) ?? false },
    { request: (req, res, pass) => ownHtml?.request(req, res, pass) ?? false },
  ]);
  const [{ getEnv }, { getServerEnv }] = await Promise.all([import('@/contract/env'), import('./server/env')]);
  let env: ReturnType<typeof getEnv>;
  let serverEnv: ReturnType<typeof getServerEnv>;
  try {
    env = getEnv();
    serverEnv = getServerEnv();
  } catch (error) {
    // docs/architecture.md §6: a wrong setting stops the server, naming it. Next.js only logs an error thrown here and
    // goes on answering every request with 500, so the process ends itself.
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // SIGTERM: stop taking connections, finish the requests in flight, close the database, exit 0.
  installGracefulShutdown({ timeoutSeconds: serverEnv.SHUTDOWN_TIMEOUT_SECONDS });
  if (env.MED_API_ORIGIN) return; // An external academy API: the built-in one and its database are unused.
  const [{ getDb }, { log }] = await Promise.all([import('./server/startup'), import('./server/log')]);
  try {
    await getDb();
  } catch (error) {
    // Another process holds the embedded database: serving anyway would corrupt it. Refuse to start.
    if (error instanceof Error && error.name === 'DataDirLockedError') {
      log.fatal(`[start] ${error.message}`);
      process.exit(1);
    }
    // The database may come up later: the API retries on the next request; pages show 500 meanwhile.
    log.error(`[start] database not ready yet: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Reminders at their time, SMS retries, the hourly clean-up (server/jobs); retried while the database is down.
  const { startJobsAtBoot } = await import('./server/jobs');
  await startJobsAtBoot(getDb);
  const [{ setServerApiAdapter }, { inProcessAdapter }] = await Promise.all([
    import('./lib/http'),
    import('./server/in-process-adapter'),
  ]);
  setServerApiAdapter(inProcessAdapter);
  // Not under `next dev`, whose routes change with the code.
  if (process.env.NODE_ENV === 'production') directApi = (await import('./server/http/direct-api')).serveApiDirectly;
  // The cache bus (server/cache-bus.ts) is wired here, where both halves meet: the server publishes
  // invalidations without knowing the site's caches, the site's caches (lib/cache.ts) never import the
  // server, and this hook subscribes the one to the other. On PostgreSQL the bus also listens, so a
  // cleanup in any process clears this one's caches too.
  const [{ getCacheBus }, { clearLabelledCaches }] = await Promise.all([import('./server/cache-bus'), import('./lib/cache')]);
  const bus = getCacheBus();
  bus.onInvalidation((event) => {
    const cleared = clearLabelledCaches(event.names);
    console.log(`[cache-bus] ${event.reason}: cleared ${cleared.map((c) => `${c.label} (${c.entries})`).join(', ') || 'nothing'}`);
  });
  // Guests' HTML from memory, emptied by every message on the bus (a staff change anywhere). Not under `next dev`,
  // whose pages change with the code.
  if (process.env.NODE_ENV === 'production') {
    const { createGuestHtmlCache, isGuestCacheablePath } = await import('./lib/guest-html-cache');
    const cache = createGuestHtmlCache({ isCacheablePath: isGuestCacheablePath });
    bus.onInvalidation(() => cache.clear());
    guestHtml = cache;
    // Members' pages that are the same for everyone but the frame: a shared copy with each member's own frame.
    const [{ createMemberHtmlCache, isMemberTemplatePath }, { createApiClient }] = await Promise.all([
      import('./lib/member-html-cache'),
      import('./lib/http'),
    ]);
    const members = createMemberHtmlCache({
      isTemplatePath: isMemberTemplatePath,
      lookUp: (req) => createApiClient({ req }).call<import('./contract/api-types').ApiUserInfo>('home/auth'),
    });
    bus.onInvalidation(() => members.clear());
    memberHtml = members;
    // Pages of a member's own data: their last render, while their data version (read with the session) is unchanged.
    const [{ createOwnHtmlCache, isOwnPagePath }, { ownPageStamp }] = await Promise.all([
      import('./lib/own-html-cache'),
      import('./server/modules/home/own-page-stamp'),
    ]);
    const own = createOwnHtmlCache({ isOwnPath: isOwnPagePath, stampOf: async (req) => ownPageStamp(await getDb(), req) });
    bus.onInvalidation(() => own.clear());
    ownHtml = own;
  }
  const { DATABASE_URL } = getServerEnv();
  if (DATABASE_URL) {
    await bus.listen(DATABASE_URL);
    // Closed on purpose at shutdown, so that it is not taken for a lost connection and reopened.
    const { onShutdown } = await import('./server/ops/shutdown');
    onShutdown('cache bus', () => bus.close());
  }
}
