// Types of site-process.mjs for the TypeScript side of the harness.

export declare const repoRoot: string;

export declare function freePort(): Promise<number>;

export declare function runNext(dir: string, args: string[], env?: Record<string, string>): Promise<void>;

export type StartSiteOptions = {
  /** App directory, already built; the repository root by default. */
  dir?: string;
  /** Extra environment; DATABASE_URL, MED_API_ORIGIN, DATA_DIR, SITE_URL and PORT are not inherited. */
  env?: Record<string, string>;
  readyPath?: string;
  readyTimeoutMs?: number;
  onLine?: (line: string, atMs: number) => void;
};

export type RunningSite = {
  url: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
  /** How the process ended, once it has. */
  exit: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export declare function startSite(options?: StartSiteOptions): Promise<RunningSite>;
