// The privacy policy the login page links to (PIPL: what is collected, why, how long, who else sees it,
// and the visitor's rights). It describes what this site really stores; keep the two in step.
import Link from '@/components/ui/Link';
import { LegalDocument, legalStyles as styles } from '@/components/legal/LegalDocument';
import { withPage, type BaseProps } from '@/loaders/page';

export const getServerSideProps = withPage();

export default function PrivacyPage({ site, siteUrl }: BaseProps) {
  const org = site.name;
  return (
    <LegalDocument
      title="隐私政策"
      path="/privacy"
      description={`${org}如何收集、使用、保存和保护您的个人信息，以及您享有的权利。`}
      site={site}
      siteUrl={siteUrl}
    >
      <p className={styles.lead}>
        {org}（以下简称“我们”）依照《中华人民共和国个人信息保护法》等法律法规处理您的个人信息。本政策说明我们收集哪些信息、
        为什么收集、如何保存和保护，以及您如何行使自己的权利。请您在登录前阅读本政策和
        <Link href="/agreement">《用户协议》</Link>。
      </p>

      <h2>一、我们收集哪些信息</h2>
      <ol>
        <li>
          <strong>手机号码</strong>：用于发送登录验证码、创建和识别您的账号，以及在必要时联系您。这是登录所必需的信息，不提供则无法登录。
        </li>
        <li>
          <strong>个人资料</strong>：姓名、性别、工作单位、所在地区、职称、科室等，由您在个人中心填写，用于培训报名、学分认定和证书制作。
        </li>
        <li>
          <strong>学习与参与记录</strong>：报名与签到、课程观看进度、直播预约、问卷和病例大赛提交的内容、证书、积分与兑换记录。
        </li>
        <li>
          <strong>开票与收货信息</strong>：申请发票时的抬头和税号，兑换礼品时的收货人、电话和地址，仅在您使用这些功能时收集。
        </li>
        <li>
          <strong>访问信息</strong>：访问时的 IP 地址、浏览器类型和访问时间，用于安全防护（如限制验证码发送频率）和排查故障。
        </li>
      </ol>
      <p>我们不收集您的身份证件号码、生物识别信息或患者的病历信息。病例大赛提交的病例须由您事先去除患者的可识别信息。</p>

      <h2>二、Cookie 与本地存储</h2>
      <p>
        我们使用少量必要的 Cookie：登录会话 Cookie（记住您的登录状态，退出登录即失效）、退出标记，以及邀请码（您通过邀请链接访问时，
        保存在 Cookie 和浏览器本地存储中，有效期 30 天，用于在登录时记录邀请关系）。我们不使用第三方广告或跟踪 Cookie。
      </p>

      <h2>三、我们如何使用信息</h2>
      <ul>
        <li>提供登录、培训报名、课程学习、直播、证书、积分兑换和发票等服务；</li>
        <li>向您发送与您有关的通知，如报名确认、直播提醒、证书发放和发货信息；</li>
        <li>统计培训效果（以汇总、去标识化的方式），改进课程安排；</li>
        <li>保障账号和网站安全，防范欺诈和滥用。</li>
      </ul>
      <p>超出上述范围使用您的信息时，我们会事先征得您的同意。</p>

      <h2>四、共享、委托处理与公开</h2>
      <ul>
        <li><strong>短信服务商</strong>：为发送验证码，我们把您的手机号和验证码交给短信服务商，并要求其仅为此目的使用；</li>
        <li><strong>培训主办与基地</strong>：您报名某期培训时，主办单位和承办基地可以看到组织培训所需的报名信息（姓名、单位、联系方式）；</li>
        <li><strong>证书核验</strong>：任何人可凭证书编号核验证书，核验结果只显示持证人姓名（部分隐去）、课程名称、学分和颁发日期；</li>
        <li>法律法规要求或有权机关依法要求时。</li>
      </ul>
      <p>除此之外，我们不会向任何第三方出售、出租或公开您的个人信息。</p>

      <h2>五、保存地点与期限</h2>
      <p>
        您的个人信息存储在中华人民共和国境内，不向境外提供。我们在您使用服务期间保存您的信息；注销账号后，除法律法规要求保存的学分、
        证书和财务记录外，我们将在十五个工作日内删除或匿名化处理您的个人信息。访问日志保存不超过六个月。
      </p>

      <h2>六、我们如何保护信息</h2>
      <ul>
        <li>全站使用加密传输（HTTPS），登录会话 Cookie 设置为仅限服务器读取；</li>
        <li>短信验证码只保存不可逆的摘要，十分钟内有效且只能使用一次，多次输错即作废；</li>
        <li>每个账号只能查看自己的报名、证书、发票和消息，工作人员按岗位最小权限访问数据，操作留有记录；</li>
        <li>如发生个人信息安全事件，我们将依法及时告知您并向主管部门报告。</li>
      </ul>

      <h2>七、您的权利</h2>
      <p>
        您可以在个人中心查阅和更正个人资料；可以联系我们复制您的个人信息、删除信息、注销账号，或撤回此前给予的同意（撤回不影响撤回前的处理）。
        我们将在十五个工作日内答复。
      </p>

      <h2>八、未成年人</h2>
      <p>本网站面向医疗卫生从业人员，不向未满十四周岁的未成年人提供服务。</p>

      <h2>九、政策的更新</h2>
      <p>本政策更新时，我们会在本页公布新版本并更新生效日期；涉及收集范围或使用目的的重大变更，会在您登录时另行提示并征得同意。</p>
    </LegalDocument>
  );
}
