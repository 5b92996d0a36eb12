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

/** A category in the tree: its id is CAT[key], its parent the node holding it, its sort its place there. */
type CategoryNode = Pick<CategorySeed, 'name' | 'path' | 'type' | 'description'> & { key: keyof typeof CAT; children?: CategoryNode[] };

const TREE: CategoryNode[] = [
  { key: 'about', name: '学院介绍', path: '/about', type: 'article', description: '学院简介、组织机构、师资队伍与联系方式' },
  { key: 'training', name: '培训班', path: '/training', type: 'training', description: '面向基层医务人员的线下培训班报名与安排', children: [
    // The class list is the root's page; the project view of the same list gets its own path so that
    // every path stays unique.
    { key: 'trainingProject', name: '培训项目', path: '/training?type=project', type: 'training', description: '按培训项目浏览培训班' },
    { key: 'notice', name: '培训通知', path: '/notice', type: 'article', description: '培训班开班、报名、考核与结业通知' },
    { key: 'base', name: '培训中心/基地', path: '/base', type: 'base', description: '全省基层卫生人才培训中心与实践基地' },
  ] },
  { key: 'course', name: '精品课程', path: '/course', type: 'course', description: '权威专家录制的基层诊疗精品视频课程' },
  { key: 'live', name: '直播', path: '/live', type: 'live', description: '专家在线直播讲座与精彩回放' },
  { key: 'science', name: '科普', path: '/science', type: 'article', description: '医生写给大众的健康科普知识' },
  { key: 'news', name: '资讯', path: '/news', type: 'article', description: '政策法规、前沿资讯与学院工作动态', children: [
    { key: 'newsPolicy', name: '政策法规', path: '/news-policy', type: 'article', description: '基层卫生健康相关政策文件与解读' },
    { key: 'newsFrontier', name: '前沿资讯', path: '/news-frontier', type: 'article', description: '国内外医学研究进展与指南更新' },
    { key: 'newsWork', name: '工作动态', path: '/news-work', type: 'article', description: '学院与各地基层卫生培训工作动态' },
  ] },
  { key: 'project', name: '区域健康项目', path: '/project', type: 'article', description: '区域基层慢病综合防控示范项目进展' },
  { key: 'journal', name: '期刊', path: '/journal', type: 'journal', description: '学会会刊《中原基层医学》各期目录与全文' },
];

/** The tree in menu order, each parent before its children. */
const flatten = (nodes: CategoryNode[], parentId: number): CategorySeed[] =>
  nodes.flatMap(({ key, children, name, path, type, description }, i) => [
    { id: CAT[key], parentId, name, path, type, sort: i + 1, description },
    ...flatten(children ?? [], CAT[key]),
  ]);

export const CATEGORIES: CategorySeed[] = flatten(TREE, 0);
