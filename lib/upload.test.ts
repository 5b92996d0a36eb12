import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ showToast: vi.fn(), clearToast: vi.fn() }));

import { ApiCodeError, NetworkError } from './api-errors';
import { Code } from '@/contract/codes';
import { NETWORK_ERROR_MESSAGE } from './http-rules';
import { showToast } from './toast';
import { uploadFile } from './upload';

function answer(body: unknown, status = 200) {
  return vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('uploadFile', () => {
  it('POSTs the file as the raw body with its fields in the query and resolves data', async () => {
    const fetchMock = answer({ code: 0, data: { uploadId: 'abc' }, codeMsg: '成功' });
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['%PDF-1.4']);
    await expect(uploadFile('activity/upload', file, { name: '病例 1.pdf' })).resolves.toEqual({ uploadId: 'abc' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/med/activity/upload?name=${encodeURIComponent('病例 1.pdf').replace(/%20/g, '+')}`);
    expect(init).toMatchObject({ method: 'POST', body: file, credentials: 'same-origin', headers: { 'Content-Type': 'application/octet-stream' } });
  });

  it('throws the coded error and toasts its message (docs/product.md §8)', async () => {
    vi.stubGlobal('fetch', answer({ code: Code.FileTypeRejected, data: null, codeMsg: '附件类型不支持' }));
    const error = await uploadFile('activity/upload', new Blob(['x']), { name: 'a.exe' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCodeError);
    expect((error as ApiCodeError).code).toBe(Code.FileTypeRejected);
    expect(showToast).toHaveBeenCalledWith('附件类型不支持');
  });

  it('reads a 413 answer like any other envelope', async () => {
    vi.stubGlobal('fetch', answer({ code: Code.InputTooLarge, data: null, codeMsg: '文件不能超过10MB' }, 413));
    await expect(uploadFile('activity/upload', new Blob(['x']), { name: 'a.pdf' })).rejects.toMatchObject({ code: Code.InputTooLarge });
    expect(showToast).toHaveBeenCalledWith('文件不能超过10MB');
  });

  it('treats a failed connection as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    await expect(uploadFile('activity/upload', new Blob(['x']), { name: 'a.pdf' })).rejects.toBeInstanceOf(NetworkError);
    expect(showToast).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });
});
