// One survey question's choices as horizontal bars (admin/demand/results). echarts driven directly, as in
// TrendChart.tsx (a React wrapper would pull tslib into every public page); loaded in the browser only.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ApiDemandChoiceCount } from '@/contract/wire/admin-survey';
import { useEchart } from './useEchart';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** Height per choice, so a question with many choices keeps readable bars. */
const ROW = 34;

export default function ChoiceChart({ title, choices }: { title: string; choices: ApiDemandChoiceCount[] }) {
  // Top to bottom in the survey's order: echarts draws a category axis from the bottom up.
  const rows = [...choices].reverse();
  const optionJson = JSON.stringify({
    color: ['#0a6e5c'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((c) => c.label), axisLabel: { width: 160, overflow: 'truncate' } },
    series: [{ type: 'bar', name: '人次', data: rows.map((c) => c.count), barMaxWidth: 22, label: { show: true, position: 'right' } }],
  });

  const box = useEchart(optionJson);

  return (
    <div role="img" aria-label={`“${title}”各选项人数条形图`} data-testid="choice-chart">
      <div ref={box} style={{ height: Math.max(120, choices.length * ROW + 24) }} />
    </div>
  );
}
