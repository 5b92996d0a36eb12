// Certificates as a learner and a verifier use them: my certificates with their states, the PDF
// download (and Chromium's PDF viewer showing it), the yearly summary, and the public verification
// page reached from a certificate: the name masked, valid / expired / revoked, a wrong number.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readPdf } from '@/tests/pdf-reader';
import { expectVisible, forEachViewport, newPage, openAs, readCertNumber } from './harness';

// Seed facts (server/seed/certificates.ts): the demo learner finished course 26 (老年人多重用药管理) and
// attended a finished class in full; the academy recorded an expired and a revoked certificate.
const LEARNER = '13800000000';
const COURSE_TITLE = '老年人多重用药管理';

/** The certificate card whose heading is the title. */
const card = (page: Page, title: string) => page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

const numberOf = (page: Page, title: string) => readCertNumber(card(page, title).locator('dd').first());

forEachViewport((viewport) => {
  describe('my certificates', () => {
    it('lists them with their states, downloads one as a PDF and opens its verification page', async () => {
      const page = await openAs(viewport, LEARNER, '/user/cert');
      await expectVisible(page.getByRole('heading', { name: '我的证书', level: 1 }));
      await expectVisible(card(page, COURSE_TITLE));
      for (const state of ['有效', '已过期', '已撤销']) await expectVisible(page.locator('article').getByText(state, { exact: true }));
      await expectVisible(page.getByText(/撤销原因：/));

      const number = await numberOf(page, COURSE_TITLE);
      const href = await card(page, COURSE_TITLE).getByRole('link', { name: '下载证书 PDF' }).getAttribute('href');
      expect(href).toMatch(/^\/api\/med\/user\/cert\/pdf\/\d+$/);
      const res = await page.request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect(res.headers()['content-disposition']).toMatch(/^attachment;/);
      const pdf = await res.body();
      // The built server found the embedded font (resolved from the working directory, not the bundle).
      const shown = await readPdf(pdf);
      expect(shown.header).toBe('%PDF-1.4');
      expect(shown.text).toContain(`证书编号：${number}`);
      expect(shown.text).toContain('张晓明 同志：');
      expect(shown.raw).toMatch(/\/FontFile2 \d+ 0 R/);

      if (viewport === 'desktop') {
        // Chromium's own PDF viewer opens the file (served inline here; the site sends it as a download).
        const viewer = await newPage('desktop');
        await viewer.route('**/viewer-check.pdf', (route) => route.fulfill({ body: pdf, contentType: 'application/pdf' }));
        await viewer.goto('/viewer-check.pdf');
        await viewer.waitForFunction(() => !!document.querySelector('embed[type="application/pdf"], embed[type="application/x-google-chrome-pdf"]') || document.contentType === 'application/pdf');
        await expect.poll(() => viewer.frames().some((f) => f.url().startsWith('chrome-extension://')), { timeout: 10_000 }).toBe(true);
        fs.mkdirSync('tmp/shots', { recursive: true });
        await viewer.waitForTimeout(1500);
        await viewer.screenshot({ path: 'tmp/shots/e2e_cert_pdf_viewer.png' });
      }

      await card(page, COURSE_TITLE).getByRole('link', { name: '查看核验页' }).click();
      await page.waitForURL(/\/cert\/verify\?no=/);
      await expectVisible(page.getByRole('heading', { name: '有效', level: 2 }));
      await expectVisible(page.getByText('张*明', { exact: true }));
      await expectVisible(page.getByText(number, { exact: true }));
      // The holder is logged in here (the header shows their name); the result itself masks it.
      expect(await page.getByRole('region', { name: '有效' }).innerText()).not.toContain('张晓明');
    });

    it('downloads the yearly credit summary', async () => {
      const page = await openAs(viewport, LEARNER, '/user/cert');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '下载 PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^学分汇总表_\d{4}\.pdf$/);
      const path = await file.path();
      const summary = await readPdf(fs.readFileSync(path));
      expect(summary.text).toContain('继续医学教育学分汇总表');
      expect(summary.text).toMatch(/姓名：\s*张晓明/); // label and value are placed apart
    });
  });

  describe('the verification page', () => {
    it('shows expired and revoked certificates as such', async () => {
      const page = await openAs(viewport, LEARNER, '/user/cert');
      const expired = await numberOf(page, '全省基层医师慢病管理能力提升培训（线下）');
      const revoked = await numberOf(page, '急诊急救技能强化培训（线下）');
      // A verifier is not logged in.
      const verifier = await newPage(viewport);
      await verifier.goto(`/cert/verify?no=${expired.toLowerCase().replace(/-/g, '')}`);
      await expectVisible(verifier.getByRole('heading', { name: '已过期', level: 2 }));
      await verifier.goto(`/cert/verify?no=${revoked}`);
      await expectVisible(verifier.getByRole('heading', { name: '已撤销', level: 2 }));
      await expectVisible(verifier.getByText(/^该证书已于 \d{4}-\d{2}-\d{2} 被发证单位撤销，不再有效。$/));
      // The reason is the holder's business, not the verifier's.
      expect(await verifier.content()).not.toContain('复核不合格');
    });

    it('answers a wrong number with a clear not-found message and lets the verifier try again', async () => {
      const page = await newPage(viewport);
      await page.goto('/cert/verify');
      await expectVisible(page.getByRole('heading', { name: '证书核验', level: 1 }));
      await page.getByLabel('证书编号').fill('0000-0000-0000-0000');
      await page.getByRole('button', { name: '核验' }).click();
      await page.waitForURL(/no=0000-0000-0000-0000/);
      await expectVisible(page.getByRole('alert').getByText('未找到该证书'));
      await expect.poll(() => page.getByLabel('证书编号').inputValue()).toBe('0000-0000-0000-0000');
      const robots = await page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toContain('noindex');
    });
  });
});
