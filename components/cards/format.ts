// Small view formatters shared by the cards.

/** Fees and prices are whole yuan on the wire. */
export function formatPrice(yuan: number): string {
  return yuan > 0 ? `¥${yuan.toLocaleString('zh-CN')}` : '免费';
}

export const trainingStatusText = { signup: '报名中', ongoing: '培训中', finished: '已结束' } as const;
export const liveStatusText = { upcoming: '预告', live: '直播中', ended: '回放' } as const;
