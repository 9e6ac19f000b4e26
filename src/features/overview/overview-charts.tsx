import { Chart, useChart } from '@chakra-ui/charts';
import { colorSwatchRecipe } from '@chakra-ui/react/theme';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTsh, groupedWhole } from '@/domain/money';
import { addComponentStyles } from '@/ui/theme/theme';
import { compactTsh } from './overview-format';

// The legends' and tooltips' colour swatches: a recipe only the charts use, added with their code.
addComponentStyles({ recipes: { colorSwatch: colorSwatchRecipe }, slotRecipes: {} });

/**
 * The overview's drawings (recharts through Chakra's chart helpers), in a module of their own that
 * the page loads lazily: its figures and tables show before this code arrives. Each drawing is
 * decoration for sighted readers; its figures are in the table beside it.
 */

/** One row of a chart: its label on the horizontal axis and its figures, by key. */
export type ChartRow = Record<string, string | number>;

export interface Series {
  key: string;
  label: string;
  color: string;
}

interface ChartProps {
  rows: ChartRow[];
  /** The key of the label on the horizontal axis. */
  category: string;
  series: Series[];
}

const CHART_HEIGHT = { base: '14rem', md: '18rem' };

const seriesOf = (series: Series[]) => series.map((s) => ({ name: s.key, label: s.label, color: s.color }));

/** Bars per category; stacked when `stacked`, side by side otherwise. Whole numbers, or money. */
export function BarsChart({
  rows,
  category,
  series,
  stacked = false,
  money = false,
}: ChartProps & { stacked?: boolean; money?: boolean }) {
  const chart = useChart<ChartRow>({ data: rows, series: seriesOf(series) });
  const tick = money ? compactTsh : groupedWhole;
  return (
    <Chart.Root chart={chart} aspectRatio="auto" height={CHART_HEIGHT}>
      <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={category} axisLine={false} tickLine={false} minTickGap={8} />
        <YAxis
          axisLine={false}
          tickLine={false}
          tickFormatter={tick}
          width={money ? 72 : 40}
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={
            <Chart.Tooltip formatter={(value: number) => (money ? formatTsh(value) : groupedWhole(value))} />
          }
        />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            dataKey={String(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
            stackId={stacked ? 'stack' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** Counts as bars on the left axis against an amount as a line on the right axis. */
export function BarsAgainstAmountChart({ rows, category, series, amount }: ChartProps & { amount: Series }) {
  const chart = useChart<ChartRow>({ data: rows, series: seriesOf([...series, amount]) });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" height={CHART_HEIGHT}>
      <ComposedChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 0, right: 0 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={category} axisLine={false} tickLine={false} minTickGap={8} />
        <YAxis yAxisId="count" axisLine={false} tickLine={false} width={32} allowDecimals={false} />
        <YAxis
          yAxisId="amount"
          orientation="right"
          axisLine={false}
          tickLine={false}
          width={72}
          tickFormatter={compactTsh}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={
            <Chart.Tooltip
              formatter={(value: number, name: string) =>
                name === amount.key ? formatTsh(value) : groupedWhole(value)
              }
            />
          }
        />
        <Legend content={<Chart.Legend />} />
        {series.map((item) => (
          <Bar
            key={item.key}
            yAxisId="count"
            dataKey={item.key}
            name={item.label}
            fill={chart.color(item.color)}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="amount"
          type="monotone"
          dataKey={amount.key}
          name={amount.label}
          stroke={chart.color(amount.color)}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Chart.Root>
  );
}
