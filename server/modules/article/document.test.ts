import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTextPreview, TEXT_PREVIEW_BYTES } from './document';

describe('readTextPreview', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'doc-preview-'));
    mkdirSync(path.join(dir, 'files'));
    writeFileSync(path.join(dir, 'files', 'notes.txt'), '\uFEFF报名须知\n第一条');
    // Cut right inside a three-byte character: the preview must not end in a broken one.
    writeFileSync(path.join(dir, 'files', 'long.txt'), 'a' + '汉'.repeat(TEXT_PREVIEW_BYTES));
    writeFileSync(path.join(dir, 'secret.txt'), 'not for the viewer');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a text file under /files/ without its byte-order mark', async () => {
    expect(await readTextPreview('/files/notes.txt', dir)).toEqual({ text: '报名须知\n第一条', truncated: false });
  });

  it('cuts a long file at the limit on a whole character', async () => {
    const preview = await readTextPreview('/files/long.txt', dir);
    expect(preview?.truncated).toBe(true);
    expect(preview?.text.endsWith('汉')).toBe(true);
    expect(Buffer.byteLength(preview!.text)).toBeLessThanOrEqual(TEXT_PREVIEW_BYTES);
  });

  it('reads nothing outside /files/ or that does not exist', async () => {
    for (const url of ['/secret.txt', '/files/../secret.txt', '/files/a/../../secret.txt', 'files/notes.txt', '/files/missing.txt', '/files/.hidden']) {
      expect(await readTextPreview(url, dir), url).toBeNull();
    }
  });
});
