// SMS_PROVIDER=aliyun: Alibaba Cloud SMS (短信服务, API 2017-05-25 SendSms) through its official SDK.
// The SDK signs each call (ACS3-HMAC-SHA256); ALIYUN_SMS_ENDPOINT only moves where it goes (tests).
// dysmsapi is pinned at 3.1.1: later versions depend on a package with an install script.
import type { ServerEnv } from '@/server/env';
import { SmsSendError, safeReason, type SmsSender } from './sender';

type Config = Required<Pick<ServerEnv, 'ALIYUN_SMS_ACCESS_KEY_ID' | 'ALIYUN_SMS_ACCESS_KEY_SECRET' | 'ALIYUN_SMS_SIGN_NAME' | 'ALIYUN_SMS_TEMPLATE_CODE'>> &
  Pick<ServerEnv, 'ALIYUN_SMS_TEMPLATE_PARAM' | 'ALIYUN_SMS_NOTICE_TEMPLATE' | 'ALIYUN_SMS_ENDPOINT' | 'SMS_PROVIDER_TIMEOUT_MS'>;

type Client = InstanceType<typeof import('@alicloud/dysmsapi20170525').default>;

/** A CommonJS module's default export, whichever way the bundler or test runner wrapped it. */
function defaultExport<T>(mod: { default: T }): T {
  const d = mod.default as T & { default?: T };
  return typeof d === 'function' ? d : (d.default as T);
}

export function aliyunSender(env: ServerEnv): SmsSender {
  const config = env as Config;
  let client: Promise<{ client: Client; SendSmsRequest: typeof import('@alicloud/dysmsapi20170525').SendSmsRequest }> | undefined;

  // The SDK is loaded on first use, so a site on the log provider never pays for it.
  const open = () =>
    (client ??= Promise.all([import('@alicloud/dysmsapi20170525'), import('@alicloud/openapi-client')]).then(([dysms, openapi]) => {
      const url = new URL(config.ALIYUN_SMS_ENDPOINT);
      const Dysmsapi = defaultExport(dysms);
      return {
        client: new Dysmsapi(
          new openapi.Config({
            accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
            accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
            endpoint: url.host,
            protocol: url.protocol.replace(':', ''),
            connectTimeout: config.SMS_PROVIDER_TIMEOUT_MS,
            readTimeout: config.SMS_PROVIDER_TIMEOUT_MS,
          }),
        ),
        SendSmsRequest: dysms.SendSmsRequest,
      };
    }));

  /** One SendSms; `secret` (a login code) is kept out of any error text. */
  async function sendTemplate(phone: string, templateCode: string, params: Record<string, string>, secret?: string): Promise<void> {
    const { client: sdk, SendSmsRequest } = await open();
    const reason = (e: unknown) => safeReason(e, secret);
    let body: { code?: string; message?: string } | undefined;
    try {
      const res = await sdk.sendSms(
        new SendSmsRequest({
          phoneNumbers: phone,
          signName: config.ALIYUN_SMS_SIGN_NAME,
          templateCode,
          templateParam: JSON.stringify(params),
        }),
      );
      body = res.body;
    } catch (error) {
      const data = (error as { code?: unknown }).code;
      throw new SmsSendError('aliyun', `${typeof data === 'string' ? `${data} ` : ''}${reason(error)}`);
    }
    // A refused message (flow control, a template not approved, a blocked number) is an HTTP 200
    // whose body says so; only Code "OK" means the message was taken.
    if (body?.code !== 'OK') {
      throw new SmsSendError('aliyun', `${body?.code ?? 'no code'} ${reason(body?.message ?? '')}`);
    }
  }

  return {
    name: 'aliyun',
    send: (phone, code) => sendTemplate(phone, config.ALIYUN_SMS_TEMPLATE_CODE, { [config.ALIYUN_SMS_TEMPLATE_PARAM]: code }, code),
    async sendNotice(phone, notice) {
      const template = config.ALIYUN_SMS_NOTICE_TEMPLATE;
      if (!template || !notice.params) return false;
      // The notice template's variables are ${item} and ${result} (docs/product.md "SMS to the learner").
      await sendTemplate(phone, template, { item: notice.params.item, result: notice.params.result });
      return true;
    },
  };
}
