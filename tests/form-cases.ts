// Sample inputs of the shared form schemas (contract/forms/) and what a person is told about each: the
// browser's check (contract/forms/forms.test.ts) and the API (server/http/bad-input-fields.test.ts) must
// both give exactly these, field by field. {} means accepted by the schema.
import { addDays, chinaDay } from '@/contract/time';

export type FormCase = {
  form: 'smsCode' | 'login' | 'signup' | 'exchange' | 'apply' | 'teacher' | 'profile' | 'invoice' | 'entry';
  label: string;
  input: Record<string, unknown>;
  errors: Record<string, string>;
};

const today = chinaDay();
const signup = { name: '张晓明', phone: '13800000000', workUnit: '中牟县人民医院', department: '全科医学科', jobTitle: '基层医生', region: '410100' };
const exchange = { key: 'k'.repeat(20), quantity: '1', name: '张三', phone: '139 1234 5678', address: '郑州市金水区经三路7号', saveAddress: '0' };
const apply = {
  title: '慢病管理培训班', organisation: '中牟县人民医院', contactName: '张晓明', contactPhone: '138 0000 0000',
  region: '410100', startDate: addDays(today, 10), endDate: addDays(today, 12), trainees: '60',
  plan: '围绕高血压与糖尿病的基层规范化管理，开展三天集中培训与案例讨论。',
};
const teacher = { professionalTitle: 'attending', yearsOfPractice: '8', hospitalLevel: 'grade2', specialties: ['general'], experience: '' };
const profile = { name: '张晓明', gender: 'male', workUnit: '', department: '', jobTitle: '', professionalTitle: '', region: '410100', county: '' };
const invoice = {
  titleType: 'organisation', kind: 'normal', title: '中牟县人民医院', taxNumber: '12410122416081357E', address: '', bank: '',
  email: 'caiwu@example.cn', items: 'course-5', saveTitle: '1',
};

const entry = { title: '老年高血压合并糖尿病一例', department: '全科医学科', abstract: '患者男，68岁，高血压病史十年，近期血糖控制欠佳，经社区随访调整用药后达标。' };

export const FORM_CASES: FormCase[] = [
  { form: 'smsCode', label: 'a phone with +86 and dashes', input: { phone: '+86 138-0000-0000' }, errors: {} },
  { form: 'smsCode', label: 'a phone of 10 digits', input: { phone: '1380000000' }, errors: { phone: '请填写正确的11位手机号' } },
  { form: 'smsCode', label: 'a phone in brackets with 0086', input: { phone: '0086 (138) 0000 0000' }, errors: {} },
  { form: 'login', label: 'a wrong phone and a short code', input: { phone: '12800000000', code: '123' }, errors: { phone: '请填写正确的11位手机号', code: '请输入6位数字验证码' } },
  { form: 'login', label: 'a good phone and code', input: { phone: '13800000000', code: '000000' }, errors: {} },

  { form: 'signup', label: 'a complete form', input: signup, errors: {} },
  { form: 'signup', label: 'a phone with +86', input: { ...signup, phone: '+86 138-0000-0000' }, errors: {} },
  {
    form: 'signup', label: 'an empty form', input: { name: ' ', phone: '12345', workUnit: '', department: '', jobTitle: '', region: '' },
    errors: { name: '请填写姓名', phone: '请填写正确的11位手机号', workUnit: '请填写工作单位', department: '请填写科室', jobTitle: '请填写职务/岗位', region: '请选择所在地区' },
  },
  { form: 'signup', label: 'a name too long', input: { ...signup, name: '名'.repeat(33) }, errors: { name: '姓名不能超过32个字' } },

  { form: 'exchange', label: 'a complete receiver', input: exchange, errors: {} },
  { form: 'exchange', label: 'a virtual gift with no receiver', input: { key: exchange.key, quantity: '2' }, errors: {} },
  {
    form: 'exchange', label: 'a short name, a short address and a wrong phone', input: { ...exchange, name: '张', phone: '123', address: '郑州' },
    errors: { name: '收货人姓名至少2个字', phone: '请填写正确的11位手机号', address: '请填写详细收货地址（至少6个字）' },
  },
  { form: 'exchange', label: 'an address too long', input: { ...exchange, address: '地'.repeat(121) }, errors: { address: '收货地址不能超过120个字' } },
  { form: 'exchange', label: 'a quantity over the limit', input: { ...exchange, quantity: '0' }, errors: { quantity: '兑换数量不正确' } },

  { form: 'apply', label: 'a complete form', input: apply, errors: {} },
  {
    form: 'apply', label: 'wrong phone, start in the past, odd trainees, short plan',
    input: { ...apply, contactPhone: '1234', startDate: addDays(today, -1), trainees: '2.5', plan: '太短' },
    errors: { contactPhone: '请填写正确的11位手机号', trainees: '预计培训人数应为整数', plan: '培训计划至少20个字', startDate: '开始日期不能早于今天' },
  },
  {
    form: 'apply', label: 'an empty form',
    input: { title: '', organisation: '', contactName: '', contactPhone: '', region: '', startDate: '', endDate: '', trainees: '', plan: '' },
    errors: {
      title: '请填写培训班名称', organisation: '请填写申请单位', contactName: '请填写联系人', contactPhone: '请填写正确的11位手机号',
      region: '请选择举办地区', startDate: '请选择开始日期', trainees: '预计培训人数应为整数', plan: '培训计划至少20个字',
    },
  },
  { form: 'apply', label: 'an end before the start', input: { ...apply, endDate: addDays(today, 9) }, errors: { endDate: '结束日期不能早于开始日期' } },
  { form: 'apply', label: 'too many trainees', input: { ...apply, trainees: '1001' }, errors: { trainees: '预计培训人数应在1～1000人之间' } },
  { form: 'apply', label: 'a title too long', input: { ...apply, title: '班'.repeat(61) }, errors: { title: '培训班名称不能超过60个字' } },

  { form: 'teacher', label: 'a complete form', input: teacher, errors: {} },
  {
    form: 'teacher', label: 'an empty form', input: { professionalTitle: '', yearsOfPractice: '', hospitalLevel: '', specialties: [], experience: '' },
    errors: { professionalTitle: '请选择职称', yearsOfPractice: '从业年限应为整数', hospitalLevel: '请选择医院等级', specialties: '请至少选择一个擅长领域' },
  },
  {
    form: 'teacher', label: 'too many years and specialties', input: { ...teacher, yearsOfPractice: '61', specialties: ['a', 'b', 'c', 'd', 'e', 'f'] },
    errors: { yearsOfPractice: '从业年限不能超过60年', specialties: '擅长领域最多选择5项' },
  },
  { form: 'teacher', label: 'an experience too long', input: { ...teacher, experience: '经'.repeat(501) }, errors: { experience: '授课经历不能超过500个字' } },

  { form: 'profile', label: 'a complete form', input: profile, errors: {} },
  {
    form: 'profile', label: 'no name, a county without a city, a work unit too long',
    input: { ...profile, name: '  ', region: '', county: '410122', workUnit: '单'.repeat(101) },
    errors: { name: '请填写姓名', workUnit: '工作单位不能超过100个字', county: '请先选择所在城市' },
  },

  { form: 'invoice', label: 'a complete organisation', input: invoice, errors: {} },
  { form: 'invoice', label: 'a complete person', input: { ...invoice, titleType: 'personal', title: '张晓明', taxNumber: '' }, errors: {} },
  {
    form: 'invoice', label: 'no items, no title, no email',
    input: { ...invoice, items: '', title: '', email: '' },
    errors: { items: '请选择要开票的项目', title: '请填写发票抬头（至少2个字）', email: '请填写正确的电子邮箱，发票将发送到该邮箱' },
  },
  {
    form: 'invoice', label: 'a special invoice without address and bank, a wrong tax number',
    input: { ...invoice, kind: 'special', taxNumber: '12410122416081357F' },
    errors: { taxNumber: '纳税人识别号校验不通过，请核对后重新填写', address: '专用发票须填写单位地址、电话', bank: '专用发票须填写开户行及账号' },
  },

  { form: 'entry', label: 'a complete entry', input: entry, errors: {} },
  {
    form: 'entry', label: 'no title, no department, a short abstract, an odd upload id',
    input: { title: ' ', department: '', abstract: '太短', uploadId: 'x' },
    errors: { title: '请填写病例标题', department: '请填写科室', abstract: '病例摘要至少20个字', uploadId: '附件不正确，请重新上传' },
  },
];
