// Medical synonyms and abbreviations a county doctor types into the search box. Each line is one group:
// a search for any of its words also finds the others. Edit freely: the search expands queries from
// this list at query time, so a change works at once; documents indexed before the change also carry
// their own words as whole terms, which only makes those hits stronger (rebuildSearchDocs refreshes them).
// Letter case does not matter (COPD and copd are the same). A word the segmenter splits (慢阻肺 -> 慢 阻 肺)
// is matched as a phrase, so it never matches its characters scattered over a page.

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['慢阻肺', '慢性阻塞性肺疾病', 'COPD'],
  ['冠心病', '冠状动脉粥样硬化性心脏病', 'CHD'],
  ['糖尿病', 'DM'],
  ['2型糖尿病', 'T2DM'],
  ['高血压', 'HBP'],
  ['脑卒中', '中风', '卒中'],
  ['急性心肌梗死', '心梗', 'AMI'],
  ['心力衰竭', '心衰', 'HF'],
  ['心房颤动', '房颤', 'AF'],
  ['慢性肾脏病', '慢性肾病', 'CKD'],
  ['血脂异常', '高脂血症', '高血脂'],
  ['心肺复苏', 'CPR'],
  ['社区获得性肺炎', 'CAP'],
  ['幽门螺杆菌', 'Hp'],
  ['糖化血红蛋白', 'HbA1c'],
  ['骨质疏松症', '骨质疏松'],
  ['乡村医生', '村医'],
];
