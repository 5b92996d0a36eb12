// Where SMS codes go. With SMS_PROVIDER=log (the default, no provider configured) the code is written to
// the server log, one line the demo and the end-to-end tests read: "SMS code for <phone>: <code>".
// A real provider is one more adapter here.
import { getServerEnv } from '@/server/env';

export type SmsProvider = (phone: string, code: string) => Promise<void>;

const logProvider: SmsProvider = async (phone, code) => {
  console.log(`SMS code for ${phone}: ${code}`);
};

export function getSmsProvider(): SmsProvider {
  switch (getServerEnv().SMS_PROVIDER) {
    case 'log':
      return logProvider;
  }
}
