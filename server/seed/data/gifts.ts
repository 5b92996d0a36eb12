// The demo gift store: books, devices, course vouchers and everyday things a primary-care doctor would
// exchange points for. `stock` is what is left; a few are nearly gone, one is sold out, one is offline.
import type { GiftCategory } from '@/contract/wire/gift';

export type GiftSeed = {
  key: string;
  title: string;
  category: GiftCategory;
  kind: 'physical' | 'virtual';
  summary: string;
  description: string[];
  points: number;
  stock: number;
  /** Pieces other members exchanged before (the demo orders add theirs). */
  exchanged: number;
  perUserLimit?: number;
  isOnline?: boolean;
};

const SHIPPING = '实物礼品在兑换后7个工作日内由学院统一寄出，发货后可在“我的兑换”中查看物流单号。';
const VOUCHER = '兑换成功后立即生成兑换码，可在“我的兑换”中查看；兑换码仅限本账号使用，有效期一年。';

export const GIFT_SEEDS: GiftSeed[] = [
  { key: 'gp-handbook', title: '《基层全科医生实用手册》第3版', category: 'book', kind: 'physical', summary: '覆盖基层常见病诊疗、转诊指征与慢病随访的案头工具书', description: ['全书按症状和疾病两条线索编排，收录基层常见病、多发病的诊断要点、处理原则和转诊指征。', '附常用药物剂量速查表与慢病随访记录模板，适合全科医生、乡村医生日常查阅。', SHIPPING], points: 380, stock: 40, exchanged: 126 },
  { key: 'internal-medicine', title: '《内科学》第9版（精装）', category: 'book', kind: 'physical', summary: '国家级规划教材，住院医师规范化培训常备参考书', description: ['人民卫生出版社出版的国家级规划教材，系统讲解内科各系统疾病的病因、诊断与治疗。', '精装本，适合长期案头使用与职称考试复习。', SHIPPING], points: 600, stock: 12, exchanged: 48 },
  { key: 'hypertension-book', title: '《社区高血压规范化管理实践》', category: 'book', kind: 'physical', summary: '结合最新指南的社区高血压筛查、用药与随访实操指导', description: ['以社区卫生服务中心的真实病例为线索，讲解高血压筛查、分级管理、用药调整和随访流程。', '书末附患者健康教育材料，可直接用于门诊宣教。', SHIPPING], points: 260, stock: 3, exchanged: 57 },
  { key: 'tcm-techniques', title: '《中医适宜技术图解》', category: 'book', kind: 'physical', summary: '针刺、艾灸、拔罐、刮痧等基层常用中医技术的彩色图解', description: ['以高清彩图分步骤展示十余项基层常用中医适宜技术的操作要点、适应证和注意事项。', SHIPPING], points: 300, stock: 25, exchanged: 39 },
  { key: 'stethoscope', title: '双面听诊器（成人/儿童两用）', category: 'device', kind: 'physical', summary: '不锈钢双面听头，成人与儿童两用，附备用耳塞与膜片', description: ['不锈钢听头，成人面与儿童面可旋转切换，低频与高频心音、呼吸音清晰可辨。', '附备用耳塞一对、备用膜片一片。每人限兑1件。', SHIPPING], points: 800, stock: 8, exchanged: 32, perUserLimit: 1 },
  { key: 'bp-monitor', title: '上臂式电子血压计', category: 'device', kind: 'physical', summary: '医用级测量精度，双人记忆，适合家庭和随访使用', description: ['上臂式袖带，示波法测量，通过国际血压计精度认证，可存储两人各90组数据。', '适合随访患者家庭自测，也可作为出诊备用设备。每人限兑1件，库存有限，兑完即止。', SHIPPING], points: 1200, stock: 2, exchanged: 18, perUserLimit: 1 },
  { key: 'oximeter', title: '指夹式脉搏血氧仪', category: 'device', kind: 'physical', summary: '数秒内读出血氧饱和度与脉率，出诊随身携带', description: ['OLED 双色显示屏，可测血氧饱和度和脉率，自动关机，两节七号电池可连续使用约30小时。', SHIPPING], points: 450, stock: 15, exchanged: 44 },
  { key: 'first-aid-kit', title: '便携式家庭急救包', category: 'device', kind: 'physical', summary: '含止血带、三角巾、体温计等28件急救用品', description: ['防水收纳包内含止血带、三角巾、医用胶带、体温计、急救毯等28件用品，适合出诊和家庭使用。', '本期已兑完，学院补货后将第一时间上架。'], points: 350, stock: 0, exchanged: 60 },
  { key: 'course-voucher', title: '精品课程兑换券（任选一门）', category: 'voucher', kind: 'virtual', summary: '兑换后可免费学习任意一门付费精品课程', description: ['在精品课程详情页报名时输入兑换码，即可免费学习该课程全部视频并参与学分考核。', VOUCHER], points: 200, stock: 100, exchanged: 215 },
  { key: 'live-pass', title: '直播回放年卡', category: 'voucher', kind: 'virtual', summary: '一年内不限次观看学院全部直播回放', description: ['兑换后一年内可随时观看学院全部专题直播的回放，含章节标记与课件下载。每人限兑1件。', VOUCHER], points: 500, stock: 50, exchanged: 73, perUserLimit: 1 },
  { key: 'cme-package', title: '继续医学教育学分课程包', category: 'voucher', kind: 'virtual', summary: '含6门省级II类学分课程，学完可申请学分证书', description: ['课程包含基层慢病管理、合理用药、急诊急救等6门省级II类学分课程，学完并通过考核即可申请学分证书。', '每人限兑1件。', VOUCHER], points: 900, stock: 20, exchanged: 26, perUserLimit: 1 },
  { key: 'thermos', title: '学院定制保温杯', category: 'daily', kind: 'physical', summary: '316不锈钢内胆，500毫升，出诊值班都合用', description: ['316不锈钢内胆，真空保温6小时以上，杯身印有学院标识。', SHIPPING], points: 150, stock: 60, exchanged: 188 },
  { key: 'nurse-watch', title: '硅胶护士挂表', category: 'daily', kind: 'physical', summary: '夜光指针，可别在胸前，测脉搏、记输液速度方便', description: ['硅胶表壳可消毒擦拭，夜光指针和秒针，别在胸前即可读时间，便于测脉搏和计算输液滴速。', SHIPPING], points: 120, stock: 30, exchanged: 95 },
  { key: 'tote-bag', title: '学院帆布包', category: 'daily', kind: 'physical', summary: '加厚帆布，可装下A4资料和笔记本电脑', description: ['加厚帆布材质，内有分隔袋，可放A4资料、笔记本电脑和听诊器。', '库存不多，兑完即止。', SHIPPING], points: 100, stock: 5, exchanged: 140 },
  { key: 'notebook-2023', title: '学院纪念笔记本（2023版）', category: 'daily', kind: 'physical', summary: '2023年学术年会纪念款，已下架', description: ['2023年学术年会纪念笔记本，活动已结束，本品已下架。'], points: 80, stock: 10, exchanged: 300, isOnline: false },
];
