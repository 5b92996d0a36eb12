// The console home's 30-day chart of sign-ups and enrolments (echarts, only the pieces it draws: a line chart
// on a grid with a tooltip and a legend, on canvas). Loaded in the browser only (pages/admin/index.tsx).
// echarts is driven directly rather than through a React wrapper: the wrapper require()s tslib, and a
// require of that shared module keeps all of its helpers in the bundle of every public page too.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ApiDashboard } from '@/contract/wire/admin';
import { useEchart } from './useEchart';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function TrendChart({ series }: { series: NonNullable<ApiDashboard['series']> }) {
  const option = {
    color: ['#0a6e5c', '#d4860b'],
    tooltip: { trigger: 'axis' },
    legend: { data: ['培训班报名', '课程报名'], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: series.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '培训班报名', type: 'line', smooth: true, data: series.map((d) => d.signups), areaStyle: { opacity: 0.08 } },
      { name: '课程报名', type: 'line', smooth: true, data: series.map((d) => d.enrolments), areaStyle: { opacity: 0.08 } },
    ],
  };
  const optionJson = JSON.stringify(option);

  const box = useEchart(optionJson);

  return (
    <div role="img" aria-label="近 30 天培训班报名与课程报名趋势图" data-testid="trend-chart">
      <div ref={box} style={{ height: 300 }} />
    </div>
  );
}
