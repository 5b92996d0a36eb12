import { describe, expect, it } from 'vitest';
import type { ApiUserInfo } from '@/contract/api-types';
import { fillMemberTemplate, isMemberTemplatePath, toMemberTemplate } from './member-html-cache';
import { memberTemplateSecret, PLACEHOLDER, placeholderUserInfo, shapeKey, shapeOf, templateHeaderValue, templateUserInfo } from './member-template';

const member = (name: string, extra: Partial<ApiUserInfo> = {}): ApiUserInfo => ({
  login: true, scope: 1, sso: false, message: 2, existActivity: true,
  user: { id: 42, name, phoneMasked: '138****0001', avatar: null }, ...extra,
});

/** A page as Next writes it: the frame's text, then the page data with the same values inside JSON. */
function renderedPage(info: ApiUserInfo, nonce: string): string {
  const data = JSON.stringify({ props: { pageProps: { common: { userInfo: info } } } }).replace(/</g, '\\u003c');
  return `<html><head><script nonce="${nonce}"></script></head><body><a title="${info.user!.name}">${info.user!.name} ${info.user!.phoneMasked}</a>`
    + `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">${data}</script></body></html>`;
}

describe('members\' HTML template', () => {
  it('fills each member\'s values in: escaped as HTML in the page, as JSON in its data, with the answer\'s nonce', () => {
    const template = toMemberTemplate(renderedPage(placeholderUserInfo(shapeOf(member('x'))), 'N0NCEN0NCEN0NCE0'), 'N0NCEN0NCEN0NCE0');
    expect(template).not.toBeNull();
    const name = `<b>"&'王</b>\u2028`;
    const html = fillMemberTemplate(template!, member(name), 'fresh-nonce-1234').toString();
    expect(html).toContain('<a title="&lt;b&gt;&quot;&amp;&#x27;王&lt;/b&gt;\u2028">');
    expect(html).not.toContain('<b>');
    expect(html).toContain('nonce="fresh-nonce-1234"');
    expect(html).not.toContain('N0NCE');
    const data = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/.exec(html)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.parse(data).props.pageProps.common.userInfo.user).toEqual({ id: 42, name, phoneMasked: '138****0001', avatar: null });
  });

  it('keeps no copy in which a placeholder was cut or changed', () => {
    const info = placeholderUserInfo(shapeOf(member('x')));
    const page = renderedPage(info, 'N0NCEN0NCEN0NCE0').replace(`>${PLACEHOLDER.name} `, `>${PLACEHOLDER.name.slice(0, 3)} `);
    expect(toMemberTemplate(page, 'N0NCEN0NCEN0NCE0')).toBeNull();
  });

  it('makes one copy per shape: what changes the markup beyond a string is in the key', () => {
    expect(shapeKey(shapeOf(member('a')))).toBe(shapeKey(shapeOf(member('b'))));
    expect(shapeKey(shapeOf(member('a', { message: 3 })))).not.toBe(shapeKey(shapeOf(member('a'))));
    expect(shapeKey(shapeOf(member('a', { scope: 2 })))).not.toBe(shapeKey(shapeOf(member('a'))));
    expect(shapeKey(shapeOf(member('')))).not.toBe(shapeKey(shapeOf(member('a'))));
  });

  it('renders the placeholder member only for a header with this process\'s secret', () => {
    const shape = shapeOf(member('a'));
    expect(templateUserInfo({ 'x-med-member-template': templateHeaderValue(memberTemplateSecret(), shape) })).toEqual(placeholderUserInfo(shape));
    expect(templateUserInfo({ 'x-med-member-template': templateHeaderValue('guessed', shape) })).toBeNull();
    expect(templateUserInfo({ 'x-med-member-template': `${memberTemplateSecret()} 1.0.x` })).toBeNull();
    expect(templateUserInfo({})).toBeNull();
  });

  it('serves only pages whose own data is the same for every member', () => {
    expect(isMemberTemplatePath('/')).toBe(true);
    expect(isMemberTemplatePath('/user/userCenter')).toBe(false);
    expect(isMemberTemplatePath('/course/1')).toBe(false);
  });
});
