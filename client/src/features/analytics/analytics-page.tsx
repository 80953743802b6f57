import { formatGrowth, monthOverMonthGrowth, pieCategories } from '@common/analytics-definitions';
import type { CvAnalytics } from '@common/contracts/analytics';
import { countOf } from '@common/text';
import { Award, BarChart3, Briefcase, Calendar, FileText, Sparkles, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useCvAnalytics } from './api';
import { chartColor } from './components/chart-palette';
import { CategoryPieChart, CountBarChart } from './components/charts';

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Mar 25'. */
function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** docs/PRODUCT.md §2 CV Data Analytics at /analytics, refreshed every 30 s. */
export default function AnalyticsPage() {
  const query = useCvAnalytics();
  useUnauthorizedRedirect(query.error);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">CV Data Analytics</h1>
        <p className="text-muted-foreground">Insights from the CVs you have uploaded and processed</p>
      </div>
      {query.isPending ? (
        <LoadingCards />
      ) : query.isError ? (
        <Card>
          <CardContent className="p-6 text-destructive">Analytics could not be loaded: {errorMessage(query.error, 'please try again later.')}</CardContent>
        </Card>
      ) : query.data.overview.totalCVs === 0 ? (
        <EmptyState />
      ) : (
        <AnalyticsContent data={query.data} />
      )}
    </div>
  );
}

/** While loading: 8 placeholder cards (docs/PRODUCT.md §2). */
function LoadingCards() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading analytics">
      {Array.from({ length: 8 }, (_, index) => (
        <Card key={index} data-testid="analytics-placeholder" className="animate-pulse">
          <CardContent className="flex flex-col gap-3 p-6">
            <div className="h-4 w-1/2 rounded bg-muted" />
            <div className="h-8 w-1/3 rounded bg-muted" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <BarChart3 className="size-12 text-muted-foreground" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold">No analytics data yet</h2>
          <p className="text-muted-foreground">Upload and process some CVs to see analytics about your candidates.</p>
        </div>
        <Button asChild>
          <Link href="/upload">Upload CVs</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function AnalyticsContent({ data }: { data: CvAnalytics }) {
  const { overview, skillsAnalytics, experienceAnalytics, educationAnalytics, locationAnalytics, trendsAnalytics } = data;
  // Decision 076: Growth is this month's processed CVs against last month's (a share of the total
  // could read 108%); 'This Month' and the chart's last bar are the same series.
  const { lastMonth, growth } = monthOverMonthGrowth(trendsAnalytics.monthlyProcessing);
  const monthly = trendsAnalytics.monthlyProcessing.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const categories = pieCategories(skillsAnalytics.skillCategories);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <OverviewCard icon={<FileText />} title="Total CVs" value={overview.totalCVs.toLocaleString('en-GB')} />
        <OverviewCard icon={<Users />} title="Unique Candidates" value={overview.totalCandidates.toLocaleString('en-GB')} />
        <OverviewCard icon={<Briefcase />} title="Avg Experience (years)" value={String(overview.avgExperienceYears)} />
        <OverviewCard
          icon={<Award />}
          title="Total Skills"
          value={overview.totalSkills.toLocaleString('en-GB')}
          note={`${overview.uniqueSkills.toLocaleString('en-GB')} unique`}
        />
        <OverviewCard
          icon={<Calendar />}
          title="This Month"
          value={overview.processedThisMonth.toLocaleString('en-GB')}
          note={overview.processedThisMonth === 1 ? 'CV processed' : 'CVs processed'}
        />
        <OverviewCard
          icon={<TrendingUp />}
          title="Growth"
          value={formatGrowth(growth)}
          note={growth === null ? 'no CVs processed last month to compare with' : `vs last month (${countOf(lastMonth, 'CV')})`}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section title="Top Skills" description="The 10 most frequent skills across your CVs">
          <RankedList
            items={skillsAnalytics.topSkills.map((s) => ({ label: s.skill, count: s.count, percentage: s.percentage }))}
            empty="No skills found yet"
          />
        </Section>
        <Section title="Skill Categories" description="Skill mentions by category: the five largest, the rest as Other">
          {categories.length ? <CategoryPieChart data={categories} /> : <Empty text="No skills found yet" />}
        </Section>
        <Section title="Experience Distribution" description="Candidates by years of experience">
          <CountBarChart data={experienceAnalytics.experienceDistribution} labelKey="range" name="Candidates" />
        </Section>
        <Section title="Industries" description="Top 8 industries with CV count and average experience">
          {experienceAnalytics.industryExperience.length ? (
            <ul className="flex flex-col divide-y">
              {experienceAnalytics.industryExperience.map((industry, index) => (
                <li key={industry.industry} className="flex items-center justify-between gap-4 py-2">
                  <span className="flex items-center gap-2">
                    <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: chartColor(index) }} aria-hidden />
                    <span className="font-medium">{industry.industry}</span>
                  </span>
                  <span className="text-right text-sm text-muted-foreground">
                    {countOf(industry.count, 'CV')} · {industry.avgYears} yrs avg
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty text="No industries found yet" />
          )}
        </Section>
        <Section title="Degree Types" description="Degrees normalised across languages">
          {educationAnalytics.degreeTypes.length ? (
            <CountBarChart data={educationAnalytics.degreeTypes} labelKey="degree" name="Degrees" />
          ) : (
            <Empty text="No degrees found yet" />
          )}
        </Section>
        <Section title="Top Locations" description="The 10 places with the most candidates">
          <RankedList items={locationAnalytics.topLocations.map((l) => ({ label: l.location, count: l.count }))} unit="candidate" empty="No locations found yet" />
        </Section>
        <Section title="Monthly Processing" description="CVs processed per month over the last 12 months (each CV once a month)">
          <CountBarChart data={monthly} labelKey="label" name="Processed" />
        </Section>
        <Section title="Emerging Skills" description="Growth of mentions in the last 30 days over the 30 before">
          {skillsAnalytics.emergingSkills.length ? (
            <ul className="flex flex-col divide-y">
              {skillsAnalytics.emergingSkills.map((skill) => (
                <li key={skill.skill} className="flex items-center justify-between gap-4 py-2">
                  <span className="flex items-center gap-2 font-medium">
                    <Sparkles className="size-4 text-amber-500" aria-hidden />
                    {skill.skill}
                  </span>
                  <span className="text-sm font-semibold text-green-600">+{skill.growth}%</span>
                </li>
              ))}
            </ul>
          ) : skillsAnalytics.emergingSkillsShowFrom ? (
            <Empty
              text={`Emerging skills need two months of CVs to compare: growth shows from ${formatDate(skillsAnalytics.emergingSkillsShowFrom)}.`}
            />
          ) : (
            <Empty text="No emerging skills in the last 30 days" />
          )}
        </Section>
        <Section title="Popular Job Titles" description="Current titles, seniority words set aside">
          <RankedList items={trendsAnalytics.popularJobTitles.map((t) => ({ label: t.title, count: t.count }))} empty="No job titles found yet" />
        </Section>
      </div>
    </div>
  );
}

function OverviewCard({ icon, title, value, note }: { icon: ReactNode; title: string; value: string; note?: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-4">
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>{title}</span>
          <span className="[&>svg]:size-4" aria-hidden>
            {icon}
          </span>
        </div>
        <div className="text-2xl font-bold">{value}</div>
        {note ? <div className="text-xs text-muted-foreground">{note}</div> : null}
      </CardContent>
    </Card>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{text}</p>;
}

/** Rank, label, count (with its unit, singular or plural) and (when given) a percentage bar. */
function RankedList({ items, unit, empty }: { items: { label: string; count: number; percentage?: number }[]; unit?: string; empty: string }) {
  if (!items.length) return <Empty text={empty} />;
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item, index) => (
        <li key={item.label} className="flex flex-col gap-1">
          <div className="flex items-center justify-between gap-4">
            <span className="flex items-center gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold">{index + 1}</span>
              <span className="font-medium">{item.label}</span>
            </span>
            <span className="text-sm text-muted-foreground">
              {unit ? countOf(item.count, unit) : item.count.toLocaleString('en-GB')}
              {item.percentage !== undefined ? ` (${item.percentage}%)` : ''}
            </span>
          </div>
          {item.percentage !== undefined ? (
            <div className="h-2 overflow-hidden rounded-full bg-muted" role="presentation">
              <div className="h-full rounded-full" style={{ width: `${Math.min(100, item.percentage)}%`, backgroundColor: chartColor(index) }} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
