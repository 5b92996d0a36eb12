// SMS_PROVIDER=tencent: Tencent Cloud SMS (API 2021-01-11 SendSms) through its official SDK, which signs
// each call (TC3-HMAC-SHA256). TENCENT_SMS_ENDPOINT only moves where it goes (tests).
import type { ServerEnv } from '@/server/env';
import { SmsSendError, safeReason, type SmsSender } from './sender';

type Config = Required<
  Pick<ServerEnv, 'TENCENT_SMS_SECRET_ID' | 'TENCENT_SMS_SECRET_KEY' | 'TENCENT_SMS_SDK_APP_ID' | 'TENCENT_SMS_SIGN_NAME' | 'TENCENT_SMS_TEMPLATE_ID'>
> &
  Pick<ServerEnv, 'TENCENT_SMS_NOTICE_TEMPLATE' | 'TENCENT_SMS_REGION' | 'TENCENT_SMS_ENDPOINT' | 'SMS_PROVIDER_TIMEOUT_MS'>;

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

  /** One SendSms; `secret` (a login code) is kept out of any error text. */
  async function sendTemplate(phone: string, templateId: string, params: string[], secret?: string): Promise<void> {
    const sdk = await open();
    const reason = (e: unknown) => safeReason(e, secret);
    let status: { Code?: string; Message?: string } | undefined;
    try {
      const res = await sdk.SendSms({
        SmsSdkAppId: config.TENCENT_SMS_SDK_APP_ID,
        SignName: config.TENCENT_SMS_SIGN_NAME,
        TemplateId: templateId,
        TemplateParamSet: params,
        PhoneNumberSet: [`+86${phone}`],
      });
      status = res.SendStatusSet?.[0];
    } catch (error) {
      const data = (error as { code?: unknown }).code;
      throw new SmsSendError('tencent', `${typeof data === 'string' && data ? `${data} ` : ''}${reason(error)}`);
    }
    // The call succeeds as a whole even when the one number's message is refused (flow control, a
    // blocked number): its own status must say "Ok".
    if (status?.Code !== 'Ok') {
      throw new SmsSendError('tencent', `${status?.Code ?? 'no status'} ${reason(status?.Message ?? '')}`);
    }
  }

  return {
    name: 'tencent',
    send: (phone, code) => sendTemplate(phone, config.TENCENT_SMS_TEMPLATE_ID, [code], code),
    async sendNotice(phone, notice) {
      const template = config.TENCENT_SMS_NOTICE_TEMPLATE;
      if (!template || !notice.params) return false;
      // {1} the item, {2} the result (docs/product.md "SMS to the learner").
      await sendTemplate(phone, template, [notice.params.item, notice.params.result]);
      return true;
    },
  };
}
