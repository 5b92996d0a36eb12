// Dictionary options (docs/product.md §3: "dictionary options keyed by name"), as [value, label] pairs. Values are
// stable keys stored in rows; labels are what people see. Regions come from regions.ts.
import { CITIES } from './regions';

type Pair = readonly [value: string, label: string];

export const DICTIONARIES: Record<string, readonly Pair[]> = {
  gender: [['male', '男'], ['female', '女']],
  jobTitle: [
    ['gp', '全科医生'], ['village', '乡村医生'], ['clinician', '临床医生'], ['tcm', '中医医生'],
    ['nurse', '护士'], ['publicHealth', '公共卫生人员'], ['pharmacist', '药师'], ['technician', '医技人员'],
    ['manager', '管理人员'], ['other', '其他'],
  ],
  professionalTitle: [
    ['none', '无'], ['physician', '医师'], ['attending', '主治医师'], ['associateChief', '副主任医师'],
    ['chief', '主任医师'], ['assistantPhysician', '执业助理医师'], ['nurse', '护师'],
    ['supervisorNurse', '主管护师'], ['associateChiefNurse', '副主任护师'], ['pharmacist', '药师'],
    ['supervisorPharmacist', '主管药师'],
  ],
  department: [
    ['general', '全科医学科'], ['internal', '内科'], ['surgery', '外科'], ['pediatrics', '儿科'],
    ['gynecology', '妇产科'], ['tcm', '中医科'], ['emergency', '急诊科'], ['rehabilitation', '康复医学科'],
    ['publicHealth', '公共卫生科'], ['preventive', '预防保健科'], ['nursing', '护理部'], ['pharmacy', '药剂科'],
    ['imaging', '医学影像科'], ['lab', '检验科'], ['admin', '行政管理'],
  ],
  workUnitType: [
    ['village', '村卫生室'], ['township', '乡镇卫生院'], ['community', '社区卫生服务中心'],
    ['county', '县级医院'], ['city', '市级医院'], ['province', '省级医院'], ['cdc', '疾病预防控制机构'],
    ['maternal', '妇幼保健机构'], ['other', '其他'],
  ],
  trainingStatus: [['signup', '报名中'], ['ongoing', '进行中'], ['finished', '已结束']],
  trainingProject: [
    ['gpTransfer', '全科医生转岗培训'], ['chronic', '基层慢病规范化管理'], ['tcmSkills', '中医药适宜技术推广'],
    ['emergency', '基层急诊急救能力提升'], ['village', '乡村医生能力提升'], ['familyDoctor', '家庭医生签约服务'],
    ['maternalChild', '妇幼健康服务'], ['publicHealth', '基本公共卫生服务'],
  ],
  courseSubject: [
    ['general', '全科医学'], ['chronic', '慢病管理'], ['tcm', '中医药'], ['emergency', '急诊急救'],
    ['pediatrics', '儿童健康'], ['elderly', '老年健康'], ['drugs', '合理用药'], ['publicHealth', '公共卫生'],
    ['nursing', '护理'], ['mental', '心理健康'],
  ],
  liveStatus: [['upcoming', '即将开始'], ['live', '直播中'], ['ended', '已结束']],
  activityStatus: [['upcoming', '即将开始'], ['open', '征集中'], ['judging', '评审中'], ['ended', '已结束']],
  invoiceType: [['normal', '增值税普通发票'], ['special', '增值税专用发票']],
  invoiceTitleType: [['personal', '个人'], ['company', '单位']],
  hospitalLevel: [
    ['grade3A', '三级甲等医院'], ['grade3', '三级医院'], ['grade2A', '二级甲等医院'], ['grade2', '二级医院'],
    ['grade1', '一级医院'], ['primary', '基层医疗卫生机构'], ['other', '其他'],
  ],
  education: [
    ['secondary', '中专'], ['college', '大专'], ['bachelor', '本科'], ['master', '硕士研究生'], ['doctor', '博士研究生'],
  ],
  region: CITIES.map((c) => [c.code, c.name] as const),
};

/** Counties, each with its city as parent (a cascade: region, then county). */
export const COUNTY_OPTIONS = CITIES.flatMap((c) =>
  c.counties.map((k) => ({ value: k.code, label: k.name, parent: c.code })),
);
