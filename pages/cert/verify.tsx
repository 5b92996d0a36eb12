// /cert/verify: anyone (an employer, a credit office) checks a certificate by its number or its QR code.
// A plain GET form, so it works without JavaScript; not indexed: results are about one person.
import { VerifyResult } from '@/components/cert/VerifyResult';
import styles from '@/components/cert/verify.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageTitle } from '@/components/ui/PageTitle';
import type { CertVerifyProps } from '@/loaders/cert-verify';
import type { BaseProps } from '@/loaders/page';
import { buttonClass } from '@/components/ui/Button';

export { getServerSideProps } from '@/loaders/cert-verify';

export default function CertVerifyPage({ query, result, error, site, siteUrl }: CertVerifyProps & BaseProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '证书核验', path: '/cert/verify' },
  ];
  return (
    <div className={styles.wrap}>
      <Seo
        title="证书核验"
        description={`核验${site.name}颁发的继续医学教育学分证书：输入证书编号或扫描证书上的二维码，查看证书是否有效。`}
        site={site}
        siteUrl={siteUrl}
        path="/cert/verify"
        noindex
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title="证书核验">
        <p>输入证书上的编号，或用手机扫描证书上的二维码，查看证书是否真实有效。</p>
      </PageTitle>
      <form className={styles.form} action="/cert/verify" method="get" role="search" aria-label="证书核验">
        <div className={styles.field}>
          <label htmlFor="cert-no">证书编号</label>
          <input
            id="cert-no"
            name="no"
            defaultValue={query}
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="例如 K7M2-9QXH-T4PW-8ZR3"
            aria-describedby="cert-no-help"
          />
        </div>
        <button type="submit" className={buttonClass({ variant: 'primary', size: 'lg', className: styles.submit })}>
          核验
        </button>
        <p id="cert-no-help" className={styles.help}>
          编号共 16 位字母和数字，不区分大小写，可省略短横线。
        </p>
      </form>

      {result ? <VerifyResult cert={result} /> : null}
      {error === 'badFormat' ? (
        <div className={styles.notFound} role="alert">
          <h2>编号格式不正确</h2>
          <p>
            “{query}”不是有效的证书编号。证书编号共 16 位字母和数字，例如 K7M2-9QXH-T4PW-8ZR3，请核对后重新输入。
          </p>
        </div>
      ) : null}
      {error === 'notFound' ? (
        <div className={styles.notFound} role="alert">
          <h2>未找到该证书</h2>
          <p>
            没有编号为“{query}”的证书。请核对证书编号后重新输入；如仍无法查到，请联系发证单位（电话 {site.phone}）。
          </p>
        </div>
      ) : null}
      {error === 'tooMany' ? (
        <div className={styles.notFound} role="alert">
          <h2>查询过于频繁</h2>
          <p>请稍后再试。</p>
        </div>
      ) : null}
      {!query ? (
        <section className={styles.intro} aria-labelledby="verify-how">
          <h2 id="verify-how">核验说明</h2>
          <ol>
            <li>证书编号印在证书右上角，二维码在证书左下角。</li>
            <li>核验结果显示证书状态：有效、已过期或已撤销。</li>
            <li>为保护个人信息，结果中的持证人姓名部分隐藏。</li>
          </ol>
        </section>
      ) : null}
    </div>
  );
}
