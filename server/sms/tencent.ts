// SMS_PROVIDER=tencent: Tencent Cloud SMS (API 2021-01-11 SendSms) through its official SDK, which signs
// each call (TC3-HMAC-SHA256). TENCENT_SMS_ENDPOINT only moves where it goes (tests).
import type { ServerEnv } from '@/server/env';
import { SmsSendError, safeReason, type SmsSender } from './sender';

type Config = Required<
  Pick<ServerEnv, 'TENCENT_SMS_SECRET_ID' | 'TENCENT_SMS_SECRET_KEY' | 'TENCENT_SMS_SDK_APP_ID' | 'TENCENT_SMS_SIGN_NAME' | 'TENCENT_SMS_TEMPLATE_ID'>
> &
  Pick<ServerEnv, 'TENCENT_SMS_REGION' | 'TENCENT_SMS_ENDPOINT' | 'SMS_PROVIDER_TIMEOUT_MS'>;

type Client = InstanceType<typeof import('tencentcloud-sdk-nodejs-sms').sms.v20210111.Client>;

export function tencentSender(env: ServerEnv): SmsSender {
  const config = env as Config;
  let client: Promise<Client> | undefined;

  // The SDK is loaded on first use, so a site on the log provider never pays for it.
  const open = () =>
    (client ??= import('tencentcloud-sdk-nodejs-sms').then(({ sms }) => {
      const url = new URL(config.TENCENT_SMS_ENDPOINT);
      return new sms.v20210111.Client({
        credential: { secretId: config.TENCENT_SMS_SECRET_ID, secretKey: config.TENCENT_SMS_SECRET_KEY },
        region: config.TENCENT_SMS_REGION,
        profile: {
          httpProfile: {
            endpoint: url.host,
            protocol: `${url.protocol}//`,
            reqMethod: 'POST',
            reqTimeout: config.SMS_PROVIDER_TIMEOUT_MS / 1000,
          },
        },
      });
    }));

  return {
    name: 'tencent',
    async send(phone, code) {
      const sdk = await open();
      let status: { Code?: string; Message?: string } | undefined;
      try {
        const res = await sdk.SendSms({
          SmsSdkAppId: config.TENCENT_SMS_SDK_APP_ID,
          SignName: config.TENCENT_SMS_SIGN_NAME,
          TemplateId: config.TENCENT_SMS_TEMPLATE_ID,
          TemplateParamSet: [code],
          PhoneNumberSet: [`+86${phone}`],
        });
        status = res.SendStatusSet?.[0];
      } catch (error) {
        const data = (error as { code?: unknown }).code;
        throw new SmsSendError('tencent', `${typeof data === 'string' && data ? `${data} ` : ''}${safeReason(error, code)}`);
      }
      // The call succeeds as a whole even when the one number's message is refused (flow control, a
      // blocked number): its own status must say "Ok".
      if (status?.Code !== 'Ok') {
        throw new SmsSendError('tencent', `${status?.Code ?? 'no status'} ${safeReason(status?.Message ?? '', code)}`);
      }
    },
  };
}
