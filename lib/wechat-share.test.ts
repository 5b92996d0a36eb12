// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiJsMap } from '@/contract/api-types';
import { applyShare, isWechatBrowser, readShareData, signatureUrl, withoutHash, type WechatSdk } from './wechat-share';

const WECHAT_ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.47';
const WECHAT_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('isWechatBrowser', () => {
  it('knows WeChat by MicroMessenger in the user agent', () => {
    expect(isWechatBrowser(WECHAT_ANDROID)).toBe(true);
    expect(isWechatBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
  });
});

describe('signatureUrl', () => {
  it('signs the current address on Android and the landing address on iOS, without the fragment', () => {
    expect(signatureUrl(WECHAT_ANDROID, 'https://a.example/live/2#x', 'https://a.example/')).toBe('https://a.example/live/2');
    expect(signatureUrl(WECHAT_IOS, 'https://a.example/live/2', 'https://a.example/?from=timeline#top')).toBe('https://a.example/?from=timeline');
    expect(withoutHash('https://a.example/x')).toBe('https://a.example/x');
  });
});

describe('readShareData', () => {
  it('takes the Open Graph tags, with absolute addresses', () => {
    document.head.innerHTML = `
      <meta property="og:title" content="高血压基层诊疗 - 学院">
      <meta property="og:description" content="课程简介">
      <meta property="og:url" content="https://a.example/course/3">
      <meta property="og:image" content="/images/covers/course-1.svg">`;
    expect(readShareData(document, 'https://a.example/course/3?utm=1#top')).toEqual({
      title: '高血压基层诊疗 - 学院', desc: '课程简介', link: 'https://a.example/course/3', imgUrl: 'https://a.example/images/covers/course-1.svg',
    });
  });

  it('prefers the square share image, which WeChat thumbnails crop least', () => {
    document.head.innerHTML = `
      <meta property="og:image" content="https://a.example/images/share/covers/course-1.jpg">
      <meta itemprop="image" content="/logo.png">`;
    expect(readShareData(document, 'https://a.example/course/3').imgUrl).toBe('https://a.example/logo.png');
  });

  it('falls back to the document title, the description and the address', () => {
    document.title = '搜索 - 学院';
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="站内搜索">');
    expect(readShareData(document, 'https://a.example/search?q=1#x')).toEqual({
      title: '搜索 - 学院', desc: '站内搜索', link: 'https://a.example/search?q=1', imgUrl: '',
    });
  });
});

describe('applyShare', () => {
  it('configures the SDK and sets the card for friends and moments once ready', () => {
    const calls: string[] = [];
    const wx: WechatSdk = {
      config: vi.fn(),
      ready: (fn) => fn(),
      error: vi.fn(),
      updateAppMessageShareData: (d) => void calls.push(`friend:${d.title}:${d.desc}`),
      updateTimelineShareData: (d) => void calls.push(`timeline:${d.title}:${d.link}`),
    };
    const jsMap: ApiJsMap = { appId: 'wx123', timestamp: 1, nonceStr: 'n', signature: 's', jsApiList: ['updateAppMessageShareData'] };
    applyShare(wx, jsMap, { title: '标题', desc: '描述', link: 'https://a.example/x', imgUrl: 'https://a.example/i.png' });
    expect(wx.config).toHaveBeenCalledWith({ debug: false, appId: 'wx123', timestamp: 1, nonceStr: 'n', signature: 's', jsApiList: ['updateAppMessageShareData'] });
    expect(calls).toEqual(['friend:标题:描述', 'timeline:标题:https://a.example/x']);
  });
});
