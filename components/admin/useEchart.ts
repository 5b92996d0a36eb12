// Draws an echarts option into a box and keeps it sized to the box (the console's charts: TrendChart,
// ChoiceChart). The option comes as JSON so that an equal option redraws nothing. Each chart registers the
// echarts pieces it uses (echarts.use) in its own module, so a page loads only those.
import * as echarts from 'echarts/core';
import { useEffect, useRef } from 'react';

export function useEchart(optionJson: string) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    chart.setOption(JSON.parse(optionJson), { notMerge: true });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [optionJson]);
  return box;
}
