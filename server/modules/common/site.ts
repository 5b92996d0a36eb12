// Who runs the site (home/common's `site`). The society and its academy are fictional; the province
// is real. The seed's texts use the same names.
import type { ApiHomeCommon } from '@/contract/api-types';

export const ORG = '河南省基层卫生健康学会';

export const SITE: ApiHomeCommon['site'] = {
  name: `${ORG}培训学院`,
  shortName: '基层培训学院',
  description:
    '面向全省基层医务人员的继续教育平台：培训班与精品课程报名、专家直播、培训中心与基地、健康科普与行业资讯。',
  icp: '豫ICP备20000000号-1',
  phone: '0371-55550100',
  address: '河南省郑州市金水区健康路 100 号',
};
