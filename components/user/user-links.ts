// Every area of the personal centre: the centre itself, the user menu by scope (docs/product.md §2 and 6, store
// userList: it keeps the spec's order centre, whose route the spec makes a 404) and the areas every
// user has.
import type { UserLink } from '@/lib/menu';

const CENTRE: UserLink = { link: '/user/userCenter', name: '用户中心' };
const EVERYONE: UserLink[] = [
  { link: '/user/message', name: '我的消息' },
  { link: '/user/cert', name: '我的证书' },
  { link: '/user/invoice', name: '发票管理' },
  { link: '/user/gift', name: '积分商城' },
];

export function userAreaLinks(userList: readonly UserLink[]): UserLink[] {
  const seen = new Set<string>();
  return [CENTRE, ...userList, ...EVERYONE].filter((e) => !seen.has(e.link) && seen.add(e.link));
}
