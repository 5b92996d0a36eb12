import { describe, expect, it } from 'vitest';
import { readPdf } from '@/tests/pdf-reader';
import { renderInvoicePdf, splitVat, type InvoicePdfData } from './render-pdf';
import { SELLER, SERVICE_CATEGORY } from './seller';
import { isValidUscc } from '@/contract/uscc';

const DATA: InvoicePdfData = {
  kind: 'normal',
  number: '26412000000318765001',
  issuedAt: new Date('2026-03-05T02:00:00Z'),
  buyer: { title: '中牟县人民医院', taxNumber: '12410122416081357E', address: '', bank: '' },
  items: [
    { name: '培训费：2026年郑州市孕产妇健康管理培训班（第一期）', amountFen: 42000 },
    { name: '课程费：高血压基层诊疗指南精讲', amountFen: 4900 },
  ],
  remark: '电子发票已发送至 a@example.cn',
};

const read = async (data: InvoicePdfData) => readPdf(await renderInvoicePdf(data).toBuffer());

describe('splitVat', () => {
  it('splits a price including 6% VAT into amount and tax that add up', () => {
    expect(splitVat(42000)).toEqual({ netFen: 39623, taxFen: 2377 });
    expect(splitVat(4900)).toEqual({ netFen: 4623, taxFen: 277 });
    for (const fen of [1, 99, 1990, 2900, 9900, 60000, 80000]) {
      const { netFen, taxFen } = splitVat(fen);
      expect(netFen + taxFen).toBe(fen);
    }
  });
});

describe('renderInvoicePdf', () => {
  it('writes the invoice: title, number, date, both parties, items, the total in words and figures', async () => {
    const pdf = await read(DATA);
    expect(pdf.header).toBe('%PDF-1.4');
    expect(pdf.info).toMatchObject({ Title: '电子发票（普通发票） 26412000000318765001', Subject: '发票' });
    const { lines } = pdf.pages[0];
    expect(lines).toContain('电子发票（普通发票）');
    expect(lines).toContain('发票号码：26412000000318765001');
    // 10:00 in China on 5 March.
    expect(lines).toContain('开票日期：2026年03月05日');
    expect(pdf.text).toContain('名称：中牟县人民医院');
    expect(pdf.text).toContain('12410122416081357E');
    expect(pdf.text).toContain(`名称：${SELLER.name}`);
    expect(pdf.text).toContain(`${SERVICE_CATEGORY}课程费：高血压基层诊疗指南精讲`);
    expect(pdf.text).toMatch(/价税合计（大写）\s*肆佰陆拾玖元整/);
    expect(pdf.text).toContain('¥469.00');
    // Each row: unit, quantity, price and amount without tax, rate, tax; then the sums.
    expect(lines).toContain(`${SERVICE_CATEGORY}培训费：2026年郑州市孕产妇健康管理培训班（第一期） 次 1 396.23 396.23 6% 23.77`);
    expect(lines).toContain('合 计 ¥442.46 ¥26.54');
    expect(pdf.raw).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it('names the special kind and grows the page with long item names', async () => {
    const special = await read({ ...DATA, kind: 'special', buyer: { ...DATA.buyer, address: '郑州市 0371-1', bank: '某银行 123' } });
    expect(special.pages[0].lines).toContain('电子发票（增值税专用发票）');
    expect(special.text).toContain('开户行及账号：某银行 123');
    const long = await read({ ...DATA, items: Array.from({ length: 6 }, () => ({ name: `培训费：${'长'.repeat(100)}`, amountFen: 100 })) });
    expect(long.pages[0].height).toBeGreaterThan((await read(DATA)).pages[0].height);
  });

  it("uses a seller tax number that passes the GB 32100 check", () => {
    expect(isValidUscc(SELLER.taxNumber)).toBe(true);
  });
});
