// Logs in through the built-in API as a client would (passport/code, then passport/phone with the code
// the server printed) and returns the Cookie header value to send as that visitor.

async function post(baseUrl, path, form, cookie) {
  const res = await fetch(`${baseUrl}/api/med/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  const envelope = await res.json();
  return { res, envelope };
}

/** waitForCode(phone) resolves with the code from the server log line `SMS code for <phone>: <code>`. */
export async function loginByApi(baseUrl, phone, waitForCode) {
  const sent = await post(baseUrl, 'passport/code', { phone });
  if (sent.envelope.code !== 0) throw new Error(`passport/code answered ${JSON.stringify(sent.envelope)}`);
  const code = await waitForCode(phone);
  const { res, envelope } = await post(baseUrl, 'passport/phone', { phone, code });
  if (envelope.code !== 0) throw new Error(`passport/phone answered ${JSON.stringify(envelope)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('passport/phone set no cookie');
  return cookie;
}

/** The user info (home/auth) the API gives this cookie. */
export async function userInfo(baseUrl, cookie) {
  return (await post(baseUrl, 'home/auth', {}, cookie)).envelope.data;
}
