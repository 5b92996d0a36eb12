// SMS_PROVIDER=log: no message leaves the machine; the code goes to the server log (demo, tests).
import type { SmsSender } from './sender';
import { log } from '@/server/log';

export const logSender: SmsSender = {
  name: 'log',
  async send(phone, code) {
    log.info(`SMS code for ${phone}: ${code}`);
  },
  async sendNotice(phone, notice) {
    log.info(`SMS notice for ${phone}: ${notice.text}`);
    return true;
  },
};
