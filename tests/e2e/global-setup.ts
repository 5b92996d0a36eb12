// Global setup of the e2e run: starts the BUILT site once (`npm run build` must have run) on a free
// port, reached over 127.0.0.1, with a fresh DATA_DIR, so the embedded PGlite database is new and seeded, and captures
// its output. Test files reach the server through tests/e2e/harness.ts, which reads what this provides.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startSite } from './site-process.mjs';

/** Short SMS resend window, so that both viewports can log in as the same phone a second apart. */
const SMS_RESEND_SECONDS = 1;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_APP_DIR points the harness at another built app, to check the harness itself.
  const appDir = process.env.E2E_APP_DIR || repoRoot;
  if (!fs.existsSync(path.join(appDir, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    throw new Error(`No built site in ${appDir}/${process.env.NEXT_DIST_DIR || '.next'}/: run \`npm run build\` before the e2e tests.`);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'med-e2e-'));
  const logFile = path.join(workDir, 'server.log');
  fs.writeFileSync(logFile, '');

  // The operator page's success path is tested too (test workers inherit this process's environment).
  process.env.OPERATOR_TOKEN ||= 'e2e-operator-token-not-a-secret';
  const site = await startSite({
    dir: appDir,
    env: {
      DATA_DIR: path.join(workDir, 'data'),
      SMS_RESEND_SECONDS: String(SMS_RESEND_SECONDS),
      // Many logins from one loopback client in one run: keep the abuse limits out of the way.
      SMS_DAILY_CAP_PER_PHONE: '1000',
      SMS_HOURLY_CAP_PER_CLIENT: '100000',
      LOGIN_HOURLY_CAP_PER_CLIENT: '100000',
      OPERATOR_TOKEN: process.env.OPERATOR_TOKEN,
    },
    // Each line with the time it arrived, so that login() can respect the resend window.
    onLine: (line, atMs) => fs.appendFileSync(logFile, `${atMs}\t${line}\n`),
  });

  project.provide('baseURL', site.url);
  project.provide('serverLogFile', logFile);
  project.provide('smsResendMs', SMS_RESEND_SECONDS * 1000);

  return async () => {
    await site.stop();
    if (process.env.E2E_KEEP_LOG === '1') {
      console.log(`e2e server log kept at ${logFile}`);
      fs.rmSync(path.join(workDir, 'data'), { recursive: true, force: true });
    } else {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  };
}
