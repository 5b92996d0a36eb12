// The category tree (docs/product.md §2 main menu). Ids are fixed so that generators and tests can name them.
// Paths are unique: the news route validator looks a path up among the 'article' categories.
import type { CategoryType } from '@/server/modules/category/schema';

export type CategorySeed = {
  id: number;
  parentId: number;
  name: string;
  path: string;
  type: CategoryType;
  description: string;
  sort: number;
};

export const CAT = {
  about: 1, training: 2, trainingProject: 3, notice: 4, base: 5, course: 6, live: 7, science: 8,
  news: 9, newsPolicy: 10, newsFrontier: 11, newsWork: 12, project: 13, journal: 14,
} as const;

export const CATEGORIES: CategorySeed[] = [
  { id: CAT.about, parentId: 0, name: '学院介绍', path: '/about', type: 'article', sort: 1, description: '学院简介、组织机构、师资队伍与联系方式' },
  { id: CAT.training, parentId: 0, name: '培训班', path: '/training', type: 'training', sort: 2, description: '面向基层医务人员的线下培训班报名与安排' },
  // The class list is the root's page; the project view of the same list gets its own path so that
  // every path stays unique.
  { id: CAT.trainingProject, parentId: CAT.training, name: '培训项目', path: '/training?type=project', type: 'training', sort: 1, description: '按培训项目浏览培训班' },
  { id: CAT.notice, parentId: CAT.training, name: '培训通知', path: '/notice', type: 'article', sort: 2, description: '培训班开班、报名、考核与结业通知' },
  { id: CAT.base, parentId: CAT.training, name: '培训中心/基地', path: '/base', type: 'base', sort: 3, description: '全省基层卫生人才培训中心与实践基地' },
  { id: CAT.course, parentId: 0, name: '精品课程', path: '/course', type: 'course', sort: 3, description: '权威专家录制的基层诊疗精品视频课程' },
  { id: CAT.live, parentId: 0, name: '直播', path: '/live', type: 'live', sort: 4, description: '专家在线直播讲座与精彩回放' },
  { id: CAT.science, parentId: 0, name: '科普', path: '/science', type: 'article', sort: 5, description: '医生写给大众的健康科普知识' },
  { id: CAT.news, parentId: 0, name: '资讯', path: '/news', type: 'article', sort: 6, description: '政策法规、前沿资讯与学院工作动态' },
  { id: CAT.newsPolicy, parentId: CAT.news, name: '政策法规', path: '/news-policy', type: 'article', sort: 1, description: '基层卫生健康相关政策文件与解读' },
  { id: CAT.newsFrontier, parentId: CAT.news, name: '前沿资讯', path: '/news-frontier', type: 'article', sort: 2, description: '国内外医学研究进展与指南更新' },
  { id: CAT.newsWork, parentId: CAT.news, name: '工作动态', path: '/news-work', type: 'article', sort: 3, description: '学院与各地基层卫生培训工作动态' },
  { id: CAT.project, parentId: 0, name: '区域健康项目', path: '/project', type: 'article', sort: 7, description: '区域基层慢病综合防控示范项目进展' },
  { id: CAT.journal, parentId: 0, name: '期刊', path: '/journal', type: 'journal', sort: 8, description: '学会会刊《中原基层医学》各期目录与全文' },
];
