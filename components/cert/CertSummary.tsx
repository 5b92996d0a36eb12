// The credit totals of my certificates and the yearly summary download: a plain GET form to the PDF
// endpoint, so it works without JavaScript.
import type { ApiCertList } from '@/contract/wire/cert';
import styles from './cert.module.css';
import { buttonClass } from '@/components/ui/Button';
import { CreditItems } from './CreditItems';

export const SUMMARY_ACTION = '/api/med/user/cert/summary';

export function CertSummary({ totals, years, currentYear }: Pick<ApiCertList, 'totals' | 'years'> & { currentYear: number }) {
  const choices = [...new Set([currentYear, ...years])].sort((a, b) => b - a);
  return (
    <section className={styles.summary} aria-labelledby="cert-summary-title">
      <h2 id="cert-summary-title" className="visually-hidden">
        学分合计
      </h2>
      <ul className={styles.totals}>
        <li>
          <strong>{totals.count}</strong>
          <span>计入学分的证书</span>
        </li>
        <CreditItems totals={totals} />
      </ul>
      <form className={styles.yearForm} action={SUMMARY_ACTION} method="get">
        <label htmlFor="summary-year">年度学分汇总表</label>
        {/* The latest year with a certificate first: this year may have none yet. */}
        <select id="summary-year" name="year" defaultValue={String(years[0] ?? currentYear)}>
          {choices.map((y) => (
            <option key={y} value={y}>
              {y}年度
            </option>
          ))}
        </select>
        <button type="submit" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          下载 PDF
        </button>
        <p className={styles.hint}>供单位核定年度继续医学教育学分，已撤销的证书不计入。</p>
      </form>
    </section>
  );
}
