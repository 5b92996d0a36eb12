// Word lists for people and workplaces. Names are generated (surname + given name), so they belong to
// nobody in particular; workplaces follow the usual naming of Henan's city and county institutions.
export const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '高',
  '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '田', '董', '袁', '潘',
];

export const GIVEN_NAMES = [
  '建国', '志强', '丽华', '秀英', '海燕', '卫东', '晓峰', '红梅', '振华', '文静', '国庆', '玉兰', '春燕', '立新',
  '伟', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '霞', '平', '刚', '桂英', '俊杰', '雪梅',
  '晓东', '佳怡', '子涵', '宏伟', '淑珍', '永红', '新民', '丹', '琳', '彬', '鹏飞', '晨阳', '亚楠', '利民',
];

export const DOCTOR_TITLES = ['主任医师', '副主任医师', '主治医师', '主任医师、教授', '副主任医师、副教授'];

/** City-level institutions; "{city}" is replaced by the city name. */
export const CITY_HOSPITALS = ['{city}中心医院', '{city}第一人民医院', '{city}中医院', '{city}妇幼保健院'];

/** County-level institutions; "{county}" is replaced by the county name. */
export const COUNTY_HOSPITALS = ['{county}人民医院', '{county}中医院', '{county}妇幼保健院', '{county}疾病预防控制中心'];

/** Province-level bodies that speak in policy and work news. */
export const PROVINCIAL_BODIES = ['河南省卫生健康委员会', '河南省中医管理局', '河南省医疗保障局', '河南省疾病预防控制局'];
