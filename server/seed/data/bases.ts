// Training centres and bases (/base): one provincial centre in Zhengzhou and practice bases across the
// province. Institutions, addresses and phone numbers are illustrative.
export type BaseSeed = {
  name: string;
  level: 'province' | 'city' | 'county';
  city: string;
  district: string;
  street: string;
  specialties: string[];
  summary: string;
};

export const BASES: BaseSeed[] = [
  { name: '河南省基层卫生人才培训中心', level: 'province', city: '410100', district: '金水区', street: '健康路100号', specialties: ['全科医学', '急诊急救', '师资培训'], summary: '学会直属的省级培训中心，设有模拟教学中心、技能考核中心和远程教学演播室，承担全省基层骨干和师资培训。' },
  { name: '郑州市全科医生临床培养基地', level: 'city', city: '410100', district: '二七区', street: '康复路26号', specialties: ['全科医学', '慢病管理'], summary: '依托市级综合医院全科医学科建设，承担全科医生转岗培训临床实践和基层进修带教。' },
  { name: '洛阳市基层卫生人员实训基地', level: 'city', city: '410300', district: '涧西区', street: '卫生路18号', specialties: ['急诊急救', '护理'], summary: '拥有标准化急救技能训练室和模拟病房，面向豫西地区开展急救与护理技能培训。' },
  { name: '南阳市中医药适宜技术推广基地', level: 'city', city: '411300', district: '卧龙区', street: '仲景路66号', specialties: ['中医药', '中医适宜技术'], summary: '依托市中医院建设，承担中医药适宜技术推广和乡村医生中医药技能培训。' },
  { name: '信阳市县域慢病综合防控实践基地', level: 'city', city: '411500', district: '浉河区', street: '民权路39号', specialties: ['慢病管理', '公共卫生'], summary: '区域健康项目的实践基地，开展高血压、糖尿病规范化管理培训和项目县督导。' },
  { name: '新乡市急诊急救技能培训基地', level: 'city', city: '410700', district: '红旗区', street: '平原路88号', specialties: ['急诊急救'], summary: '设有心肺复苏、创伤救治和灾害救援训练区，年均培训基层医务人员两千余人次。' },
  { name: '商丘市家庭医生团队实训基地', level: 'city', city: '411400', district: '梁园区', street: '神火大道120号', specialties: ['家庭医生', '全科医学'], summary: '以家庭医生签约服务为特色，提供签约服务全流程实训和团队长带教。' },
  { name: '周口市妇幼健康培训基地', level: 'city', city: '411600', district: '川汇区', street: '七一路52号', specialties: ['妇幼健康', '儿童保健'], summary: '依托市妇幼保健院，开展儿童保健、孕产妇管理和两癌筛查技术培训。' },
  { name: '驻马店市基本公共卫生服务培训基地', level: 'city', city: '411700', district: '驿城区', street: '文明大道210号', specialties: ['公共卫生'], summary: '承担基本公共卫生服务项目人员培训与绩效评价技术指导。' },
  { name: '兰考县乡村医生实训基地', level: 'county', city: '410200', district: '兰考县', street: '裕禄大道15号', specialties: ['乡村医生', '中医适宜技术'], summary: '依托县人民医院和县中医院建设，面向全县乡村医生开展常见病诊疗和适宜技术实训。' },
  { name: '光山县紧密型医共体培训基地', level: 'county', city: '411500', district: '光山县', street: '紫水路8号', specialties: ['慢病管理', '家庭医生'], summary: '以县域医共体为平台，开展乡村一体化慢病管理和家庭医生签约服务培训。' },
  { name: '林州市基层卫生技能培训基地', level: 'county', city: '410500', district: '林州市', street: '红旗渠大道36号', specialties: ['急诊急救', '乡村医生'], summary: '服务豫北山区基层医疗机构，开展急救技能、常见病诊疗和合理用药培训。' },
];
