import { describe, expect, it } from 'vitest';
import { listRobots, MAX_TITLE_CHARS, MIN_DESCRIPTION_CHARS, pageDescription, pageTitle } from './seo-text';

const site = { name: '河南省基层卫生健康学会培训学院', shortName: '基层培训学院', description: '面向全省基层医务人员的继续教育平台：培训班与精品课程报名、专家直播、培训中心与基地、健康科普与行业资讯。' };

describe('pageTitle', () => {
  it('ends with the short site name, not the 15-character full one', () => {
    expect(pageTitle('培训班', site)).toBe('培训班 - 基层培训学院');
  });

  it('shortens a long title with … so that the whole stays within 30 characters', () => {
    const title = pageTitle('关于举办2025年全省基层医疗卫生机构高血压规范化管理培训班的通知', site);
    expect([...title].length).toBe(MAX_TITLE_CHARS);
    expect(title.endsWith('… - 基层培训学院')).toBe(true);
  });

  it('keeps the home page as the site name alone', () => {
    expect(pageTitle(site.name, site)).toBe(site.name);
  });
});

describe('pageDescription', () => {
  it('completes a short description with the site description', () => {
    const d = pageDescription('规范管理。', site);
    expect(d.startsWith('规范管理。面向全省')).toBe(true);
    expect([...d].length).toBeGreaterThanOrEqual(MIN_DESCRIPTION_CHARS);
    expect(pageDescription(undefined, site)).toBe(site.description);
  });

  it('keeps a long enough one as it is', () => {
    const long = '这是一段足够长的页面描述，'.repeat(4);
    expect(pageDescription(long, site)).toBe(long);
  });
});

describe('listRobots', () => {
  it('indexes a list with at most one filter and some results', () => {
    expect(listRobots([], 10)).toBe('index');
    expect(listRobots(['chronic', null, undefined], 3)).toBe('index');
  });

  it('keeps combinations of filters and empty results out of the index but followed', () => {
    expect(listRobots(['chronic', 'signup'], 3)).toBe('noindex-follow');
    expect(listRobots(['chronic'], 0)).toBe('noindex-follow');
  });
});
