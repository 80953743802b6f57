import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { useFieldCorrections } from '../api';
import { formatCount } from '../format';
import { LoadError, Muted } from './stat-card';

/** Readable names for the corrected fields ('experience.company' → 'Experience: company'). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  linkedin: 'LinkedIn',
  website: 'Website',
  summary: 'Summary',
  skills: 'Skills',
  certifications: 'Certifications',
  languages: 'Languages',
  totalYearsExperience: 'Years of experience',
  currentTitle: 'Current title',
  industry: 'Industry',
};

export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const [section, part] = field.split('.');
  const name = section === 'experience' ? 'Experience' : section === 'education' ? 'Education' : section;
  return part ? `${name}: ${part.replace(/([A-Z])/g, ' $1').toLowerCase()}` : name;
}

/**
 * "Fields corrected per CV" (issue 17): how often recruiters had to fix each field on the review
 * screen over the last 30 days, the live measure of extraction quality on the agencies' own CVs.
 */
export function FieldCorrectionsCard() {
  const { data, isLoading, error } = useFieldCorrections(true);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Fields corrected per CV</CardTitle>
        <CardDescription>
          By field, last {data?.windowDays ?? 30} days: corrections per CV reviewed on the review screen
          {data ? ` (${formatCount(data.cvsReviewed)} CV${data.cvsReviewed === 1 ? '' : 's'} reviewed, ${data.perCv.toFixed(2)} fields corrected per CV)` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Muted>Loading corrections...</Muted> : null}
        {error ? <LoadError what="the corrections" message={errorMessage(error, 'no answer from the server')} /> : null}
        {data && data.byField.length === 0 ? <Muted>No corrections in the last {data.windowDays} days.</Muted> : null}
        {data && data.byField.length > 0 ? (
          <Table aria-label="Fields corrected per CV">
            <TableHeader>
              <TableRow>
                <TableHead>Field</TableHead>
                <TableHead className="text-right">CVs corrected</TableHead>
                <TableHead className="text-right">Per CV</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.byField.map((row) => (
                <TableRow key={row.field}>
                  <TableCell className="font-medium">{fieldLabel(row.field)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.cvs)}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.perCv.toFixed(2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
