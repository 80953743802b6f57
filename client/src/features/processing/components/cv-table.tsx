import { FileText, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EraseCandidateButton } from '@/features/privacy';
import { formatShortDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  OPTION_KEYS,
  allSelectedState,
  columnState,
  isSelected,
  type OptionKey,
  type Selection,
} from '../selection';
import { candidateLine, cvBadge, extractionNote, formatBytes } from '../status';
import type { ProcessingJob, UploadedCv } from '../types';
import { CvStatusBadge } from './status-badges';

/** Column headings (docs/PRODUCT.md §2) and the word used in each checkbox's accessible name. */
export const OPTION_COLUMNS: Record<OptionKey, { heading: string; name: string; hint: string }> = {
  reformat: { heading: 'REFORMAT', name: 'Reformat', hint: 'Your template, filled with the CV’s content' },
  enhance: { heading: 'ENHANCE', name: 'Enhance', hint: 'Clearer wording and structure, same facts' },
  report: { heading: 'REPORT', name: 'Report', hint: 'Candidate analysis with interview questions' },
  email: { heading: 'EMAIL', name: 'Email', hint: 'Send the results to your account email' },
  anonymise: { heading: 'BLIND', name: 'Blind', hint: 'Remove contact details and shorten the name' },
};

export interface CvTableProps {
  cvs: UploadedCv[];
  selection: Selection;
  latestJobs: Map<string, ProcessingJob>;
  deletingId: string | null;
  onSelectRow: (cvId: string, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onRowOption: (cvId: string, key: OptionKey, value: boolean) => void;
  onColumnOption: (key: OptionKey, value: boolean) => void;
  onDelete: (cv: UploadedCv) => void;
}

/** The Uploaded CVs table: select, FILENAME, the option columns, STATUS, ACTIONS. */
export function CvTable({
  cvs,
  selection,
  latestJobs,
  deletingId,
  onSelectRow,
  onSelectAll,
  onRowOption,
  onColumnOption,
  onDelete,
}: CvTableProps) {
  const hasSelection = Object.keys(selection).length > 0;
  const headerState = allSelectedState(
    selection,
    cvs.map((cv) => cv.id),
  );

  return (
    <Table>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10 pl-4">
            <Checkbox
              aria-label="Select all CVs"
              checked={headerState}
              disabled={cvs.length === 0}
              onCheckedChange={(checked) => onSelectAll(checked === true)}
            />
          </TableHead>
          <TableHead>FILENAME</TableHead>
          {OPTION_KEYS.map((key) => (
            <TableHead key={key} className="w-24 text-center" title={OPTION_COLUMNS[key].hint}>
              <div className="flex flex-col items-center gap-1.5 py-1.5">
                <span>{OPTION_COLUMNS[key].heading}</span>
                <Checkbox
                  aria-label={`${OPTION_COLUMNS[key].name} all selected`}
                  checked={columnState(selection, key)}
                  disabled={!hasSelection}
                  onCheckedChange={(checked) => onColumnOption(key, checked === true)}
                />
              </div>
            </TableHead>
          ))}
          <TableHead className="w-32">STATUS</TableHead>
          <TableHead className="w-24 pr-4 text-right">ACTIONS</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cvs.map((cv) => (
          <CvRow
            key={cv.id}
            cv={cv}
            options={selection[cv.id]}
            isSelected={isSelected(selection, cv.id)}
            latestJob={latestJobs.get(cv.id)}
            isDeleting={deletingId === cv.id}
            onSelect={(checked) => onSelectRow(cv.id, checked)}
            onOption={(key, value) => onRowOption(cv.id, key, value)}
            onDelete={() => onDelete(cv)}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function CvRow({
  cv,
  options,
  isSelected,
  latestJob,
  isDeleting,
  onSelect,
  onOption,
  onDelete,
}: {
  cv: UploadedCv;
  options: Selection[string] | undefined;
  isSelected: boolean;
  latestJob: ProcessingJob | undefined;
  isDeleting: boolean;
  onSelect: (checked: boolean) => void;
  onOption: (key: OptionKey, value: boolean) => void;
  onDelete: () => void;
}) {
  const file = cv.originalFileName;
  const candidate = candidateLine(cv);
  const note = extractionNote(cv);
  const isProblem = cv.extractionStatus === 'failed' || cv.extractionStatus === 'needs_review';

  return (
    <TableRow data-testid="cv-row" data-state={isSelected ? 'selected' : undefined} className="data-[state=selected]:bg-primary/[0.04]">
      <TableCell className="pl-4">
        <Checkbox aria-label={`Select ${file}`} checked={isSelected} onCheckedChange={(checked) => onSelect(checked === true)} />
      </TableCell>
      <TableCell className="max-w-[22rem] min-w-[14rem]">
        <div className="flex items-start gap-3">
          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
            <FileText className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium" title={file}>
              {/* The review screen: check and correct what was read before anything is sent. */}
              <Link href={`/cvs/${encodeURIComponent(cv.id)}`} className="hover:text-primary hover:underline focus-visible:underline" aria-label={`Review ${file}`}>
                {file}
              </Link>
            </p>
            {candidate ? (
              <p className="truncate text-xs text-foreground/80" title={candidate}>
                {candidate}
              </p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {cv.format.toUpperCase()} · {formatBytes(cv.fileSize)} · {formatShortDate(cv.createdAt)}
            </p>
            {note ? (
              <p
                className={cn(
                  'mt-0.5 text-xs',
                  isProblem ? 'text-amber-700 dark:text-amber-400' : 'text-muted-foreground',
                  cv.extractionStatus === 'pending' && 'animate-pulse',
                )}
              >
                {note}
              </p>
            ) : null}
          </div>
        </div>
      </TableCell>
      {OPTION_KEYS.map((key) => (
        <TableCell key={key} className="text-center">
          <Checkbox
            aria-label={`${OPTION_COLUMNS[key].name} ${file}`}
            // Option checkboxes only work on a selected row (docs/PRODUCT.md §4).
            disabled={!isSelected}
            checked={options?.[key] ?? false}
            onCheckedChange={(checked) => onOption(key, checked === true)}
          />
        </TableCell>
      ))}
      <TableCell>
        <CvStatusBadge badge={cvBadge(latestJob)} />
      </TableCell>
      <TableCell className="pr-4 text-right whitespace-nowrap">
        <EraseCandidateButton cv={cv} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete CV ${file}`}
          title="Delete CV"
          disabled={isDeleting}
          onClick={onDelete}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
