import type { ApiBaseLevel } from '@/contract/wire/base';

export const baseLevelText: Record<ApiBaseLevel, string> = {
  province: '省级培训中心',
  city: '市级培训基地',
  county: '县级实践基地',
};
