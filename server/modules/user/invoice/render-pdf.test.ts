import { describe, expect, it } from 'vitest';
import { cjkString } from '@/server/pdf/text';
import { renderInvoicePdf, splitVat, type InvoicePdfData } from './render-pdf';
import { SELLER } from './seller';
import { isValidUscc } from '@/lib/uscc';

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

const height = (pdf: string) => Number(/\/MediaBox \[0 0 [\d.]+ ([\d.]+)\]/.exec(pdf)?.[1]);

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
  it('writes the invoice: title, number, date, both parties, items, the total in words and figures', () => {
    const pdf = renderInvoicePdf(DATA).toString();
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    // Pure ASCII: sent as it is.
    expect(/^[\x00-\x7f]*$/.test(pdf)).toBe(true);
    expect(pdf).toContain(cjkString('电子发票（普通发票）'));
    expect(pdf).toContain('(26412000000318765001)');
    // 10:00 in China on 5 March.
    expect(pdf).toContain('(2026)');
    expect(pdf).toContain(cjkString('中牟县人民医院'));
    expect(pdf).toContain('(12410122416081357E)');
    expect(pdf).toContain(cjkString(SELLER.name));
    expect(pdf).toContain(cjkString('肆佰陆拾玖元整'));
    expect(pdf).toContain('(469.00)');
    expect(pdf).toContain('(396.23)');
    expect(pdf).toContain('(23.77)');
  });

  it('names the special kind and grows the page with long item names', () => {
    const special = renderInvoicePdf({ ...DATA, kind: 'special', buyer: { ...DATA.buyer, address: '郑州市 0371-1', bank: '某银行 123' } }).toString();
    expect(special).toContain(cjkString('电子发票（增值税专用发票）'));
    expect(special).toContain(cjkString('某银行'));
    const long = renderInvoicePdf({ ...DATA, items: Array.from({ length: 6 }, () => ({ name: `培训费：${'长'.repeat(100)}`, amountFen: 100 })) }).toString();
    expect(height(long)).toBeGreaterThan(height(renderInvoicePdf(DATA).toString()));
  });

  it("uses a seller tax number that passes the GB 32100 check", () => {
    expect(isValidUscc(SELLER.taxNumber)).toBe(true);
  });
});
