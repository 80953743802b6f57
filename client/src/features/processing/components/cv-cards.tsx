import { FileText, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatShortDate } from '@/lib/format';
import { EraseCandidateButton } from '@/features/privacy';
import { cn } from '@/lib/utils';
import { OPTION_KEYS, allSelectedState, columnState, isSelected, type OptionKey } from '../selection';
import { candidateLine, cvBadge, extractionNote, formatBytes } from '../status';
import { OPTION_COLUMNS, type CvTableProps } from './cv-table';
import { CvStatusBadge } from './status-badges';

/**
 * The Uploaded CVs list on a narrow screen (issue #19): the table's eight columns scrolled sideways
 * with the option checkboxes off-screen, so each CV is a card with its options as labelled
 * checkboxes. Same selection rules as the table (docs/PRODUCT.md §4); same accessible names for every control.
 */
export function CvCards({ cvs, selection, latestJobs, deletingId, onSelectRow, onSelectAll, onRowOption, onColumnOption, onDelete }: CvTableProps) {
  const hasSelection = Object.keys(selection).length > 0;
  const headerState = allSelectedState(
    selection,
    cvs.map((cv) => cv.id),
  );
  const allId = useId();

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-3 border-b bg-muted/40 px-4 py-3">
        <div className="flex items-center gap-3">
          <Checkbox id={allId} aria-label="Select all CVs" checked={headerState} disabled={cvs.length === 0} onCheckedChange={(checked) => onSelectAll(checked === true)} />
          <label htmlFor={allId} className="text-sm font-medium">
            Select all
          </label>
        </div>
        {hasSelection ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-xs text-muted-foreground">For every selected CV</legend>
            <OptionBoxes
              idPrefix="all"
              values={Object.fromEntries(OPTION_KEYS.map((key) => [key, columnState(selection, key)])) as Record<OptionKey, boolean | 'indeterminate'>}
              labelFor={(key) => `${OPTION_COLUMNS[key].name} all selected`}
              onChange={onColumnOption}
            />
          </fieldset>
        ) : null}
      </div>
      <ul className="divide-y">
        {cvs.map((cv) => {
          const file = cv.originalFileName;
          const selected = isSelected(selection, cv.id);
          const options = selection[cv.id];
          const candidate = candidateLine(cv);
          const note = extractionNote(cv);
          const isProblem = cv.extractionStatus === 'failed' || cv.extractionStatus === 'needs_review';
          return (
            <li key={cv.id} data-testid="cv-card" data-state={selected ? 'selected' : undefined} className="flex flex-col gap-3 px-4 py-3 data-[state=selected]:bg-primary/[0.04]">
              <div className="flex items-start gap-3">
                <Checkbox className="mt-1" aria-label={`Select ${file}`} checked={selected} onCheckedChange={(checked) => onSelectRow(cv.id, checked === true)} />
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                  <FileText className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" title={file}>
                    <Link href={`/cvs/${encodeURIComponent(cv.id)}`} className="hover:text-primary hover:underline focus-visible:underline" aria-label={`Review ${file}`}>
                      {file}
                    </Link>
                  </p>
                  {candidate ? <p className="truncate text-xs text-foreground/80">{candidate}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    {cv.format.toUpperCase()} · {formatBytes(cv.fileSize)} · {formatShortDate(cv.createdAt)}
                  </p>
                  {note ? (
                    <p className={cn('mt-0.5 text-xs', isProblem ? 'text-amber-700 dark:text-amber-400' : 'text-muted-foreground', cv.extractionStatus === 'pending' && 'animate-pulse')}>
                      {note}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete CV ${file}`}
                  title="Delete CV"
                  disabled={deletingId === cv.id}
                  onClick={() => onDelete(cv)}
                  className="shrink-0 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                <EraseCandidateButton cv={cv} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 pl-7">
                <CvStatusBadge badge={cvBadge(latestJobs.get(cv.id))} />
              </div>
              <div className="pl-7">
                <OptionBoxes
                  idPrefix={cv.id}
                  values={Object.fromEntries(OPTION_KEYS.map((key) => [key, options?.[key] ?? false])) as Record<OptionKey, boolean>}
                  // Option checkboxes only work on a selected CV (docs/PRODUCT.md §4).
                  isDisabled={!selected}
                  labelFor={(key) => `${OPTION_COLUMNS[key].name} ${file}`}
                  onChange={(key, value) => onRowOption(cv.id, key, value)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function OptionBoxes({
  idPrefix,
  values,
  isDisabled,
  labelFor,
  onChange,
}: {
  idPrefix: string;
  values: Record<OptionKey, boolean | 'indeterminate'>;
  isDisabled?: boolean;
  labelFor: (key: OptionKey) => string;
  onChange: (key: OptionKey, value: boolean) => void;
}) {
  const baseId = useId();
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-2 min-[360px]:grid-cols-3">
      {OPTION_KEYS.map((key) => {
        const id = `${baseId}-${idPrefix}-${key}`;
        return (
          <div key={key} className="flex items-center gap-2">
            <Checkbox id={id} aria-label={labelFor(key)} disabled={isDisabled} checked={values[key]} onCheckedChange={(checked) => onChange(key, checked === true)} />
            <label htmlFor={id} className={cn('text-sm', isDisabled && 'text-muted-foreground')} title={OPTION_COLUMNS[key].hint}>
              {OPTION_COLUMNS[key].name}
            </label>
          </div>
        );
      })}
    </div>
  );
}
