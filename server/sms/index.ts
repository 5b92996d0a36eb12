// Where SMS login codes go (issue 12): one small interface and one sender per SMS_PROVIDER. "log" (the
// default, nothing configured) writes the code to the server log, the line the demo and the end-to-end
// tests read: "SMS code for <phone>: <code>". aliyun and tencent send a templated message through the
// providers' official SDKs; their keys are checked at start by server/env.ts.
import { getServerEnv, type ServerEnv } from '@/server/env';
import { aliyunSender } from './aliyun';
import { logSender } from './log';
import type { SmsSender } from './sender';
import { tencentSender } from './tencent';

export { maskPhone, SmsSendError, type SmsSender } from './sender';

let cached: { env: ServerEnv; sender: SmsSender } | undefined;

/** The sender SMS_PROVIDER selects; one SDK client per process, made on first use. */
export function getSmsSender(): SmsSender {
  const env = getServerEnv();
  if (cached?.env === env) return cached.sender;
  const sender = env.SMS_PROVIDER === 'aliyun' ? aliyunSender(env) : env.SMS_PROVIDER === 'tencent' ? tencentSender(env) : logSender;
  cached = { env, sender };
  return sender;
}
