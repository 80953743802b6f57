import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColor } from './chart-palette';

const HEIGHT = 260;

/** A bar chart of counts by label, each bar in the next palette colour. */
export function CountBarChart({ data, labelKey, name }: { data: Array<{ count: number } & Record<string, string | number>>; labelKey: string; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={labelKey} tick={{ fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="count" name={name} radius={[4, 4, 0, 0]}>
          {data.map((_, index) => (
            <Cell key={index} fill={chartColor(index)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The pie chart of skill categories. */
export function CategoryPieChart({ data }: { data: { category: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT + 40}>
      <PieChart>
        <Pie data={data} dataKey="count" nameKey="category" outerRadius={90} label={false}>
          {data.map((entry, index) => (
            <Cell key={entry.category} fill={chartColor(index)} />
          ))}
        </Pie>
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}
