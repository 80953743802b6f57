import { STANDARD_TEMPLATE_NAME } from '@common/contracts/template-messages';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import { FileUp, LoaderCircle, Play, Search, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { selectionCost, selectionSummary, type OptionKey, type Selection } from '../selection';
import type { ProcessingJob, TemplateSummary, UploadedCv } from '../types';
import { useMediaQuery } from '@/lib/use-media-query';
import { CvCards } from './cv-cards';
import { CvTable } from './cv-table';

const NARROW_SCREEN = '(max-width: 767px)';

const STANDARD_TEMPLATE: TemplateSummary = { id: DEFAULT_TEMPLATE_ID, name: STANDARD_TEMPLATE_NAME };

/** 'Standard Template' first, then the user's own templates (the server may list the standard one too). */
function templateChoices(templates: TemplateSummary[] | undefined): { standard: TemplateSummary; own: TemplateSummary[] } {
  const list = templates ?? [];
  const standard = list.find((template) => template.id === DEFAULT_TEMPLATE_ID) ?? STANDARD_TEMPLATE;
  return { standard, own: list.filter((template) => template.id !== DEFAULT_TEMPLATE_ID) };
}

export interface CvsPanelProps {
  allCvs: UploadedCv[] | undefined;
  filteredCvs: UploadedCv[];
  isLoading: boolean;
  loadError: unknown;
  onRetry: () => void;
  templates: TemplateSummary[] | undefined;
  templateId: string;
  onTemplateChange: (templateId: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
  selection: Selection;
  latestJobs: Map<string, ProcessingJob>;
  credits: number | undefined;
  isProcessing: boolean;
  isBulkDeleting: boolean;
  deletingId: string | null;
  onProcess: () => void;
  onDeleteSelected: () => void;
  onDelete: (cv: UploadedCv) => void;
  onSelectRow: (cvId: string, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onRowOption: (cvId: string, key: OptionKey, value: boolean) => void;
  onColumnOption: (key: OptionKey, value: boolean) => void;
}

/** The 'Uploaded CVs' tab (docs/PRODUCT.md §2): template picker, bulk actions, search and the CV table. */
export function CvsPanel(props: CvsPanelProps) {
  const { allCvs, filteredCvs, selection, templates, templateId, search, credits } = props;
  const templateLabelId = useId();
  const searchId = useId();
  const { standard, own } = templateChoices(templates);
  const hasCvs = (allCvs?.length ?? 0) > 0;
  const cost = selectionCost(selection, allCvs, credits);
  const selectedCount = cost.selected;
  const summary = selectionSummary(cost, credits);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 border-b p-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-1.5">
          <Label id={templateLabelId} className="text-xs text-muted-foreground">
            Template
          </Label>
          <div className="flex items-center gap-3">
            <Select value={templateId} onValueChange={props.onTemplateChange}>
              <SelectTrigger aria-labelledby={templateLabelId} className="w-full sm:w-72">
                <SelectValue placeholder="Choose a template" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={standard.id}>{standard.name}</SelectItem>
                {own.length > 0 ? <SelectSeparator /> : null}
                {own.map((template) => (
                  <SelectItem key={template.id} value={template.id}>
                    {template.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Link href="/templates" className="shrink-0 text-sm text-primary hover:underline">
              Manage
            </Link>
          </div>
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {summary ? (
            <p className={cn('text-sm text-muted-foreground sm:mr-2', cost.isShort && 'text-destructive')} aria-live="polite">
              {summary}
            </p>
          ) : null}
          <Button
            variant="outline"
            disabled={selectedCount === 0 || props.isBulkDeleting}
            onClick={props.onDeleteSelected}
            className="hover:border-destructive/40 hover:bg-destructive/5 hover:text-destructive"
          >
            {props.isBulkDeleting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            Delete Selected{selectedCount > 0 ? ` (${selectedCount})` : ''}
          </Button>
          <Button onClick={props.onProcess} disabled={props.isProcessing || !hasCvs}>
            {props.isProcessing ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
            Process CVs
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-2 border-b bg-muted/20 px-4 py-3 sm:flex-row sm:items-center">
        <label htmlFor={searchId} className="sr-only">
          Search CVs
        </label>
        <div className="relative flex-1 sm:max-w-md">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            placeholder="Search by filename or candidate details"
            className="bg-background pl-9"
          />
        </div>
        <Button variant="ghost" size="sm" disabled={!search} onClick={() => props.onSearchChange('')} className="self-start sm:self-auto">
          <X aria-hidden="true" />
          Clear
        </Button>
        {hasCvs && search ? (
          <p className="text-sm text-muted-foreground sm:ml-auto">
            {filteredCvs.length} of {allCvs?.length} CVs
          </p>
        ) : null}
      </div>

      <CvsBody {...props} hasCvs={hasCvs} />
    </Card>
  );
}

function CvsBody(props: CvsPanelProps & { hasCvs: boolean }) {
  // Below Tailwind's md breakpoint the table would scroll sideways: a card per CV instead.
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  if (props.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading CVs" />
      </div>
    );
  }
  if (props.loadError && !props.allCvs) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-sm text-muted-foreground">Your CVs could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!props.hasCvs) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <FileUp className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold">No CVs uploaded</p>
          <p className="mt-1 text-sm text-muted-foreground">Upload PDF, Word or text CVs to reformat, enhance and analyse them.</p>
        </div>
        <Button asChild>
          <Link href="/upload">Upload CVs</Link>
        </Button>
      </div>
    );
  }
  if (props.filteredCvs.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-16 text-center">
        <p className="font-semibold">No CVs match “{props.search.trim()}”</p>
        <p className="text-sm text-muted-foreground">Try another file name, candidate name or email.</p>
      </div>
    );
  }
  const List = isNarrow ? CvCards : CvTable;
  return (
    <List
      cvs={props.filteredCvs}
      selection={props.selection}
      latestJobs={props.latestJobs}
      deletingId={props.deletingId}
      onSelectRow={props.onSelectRow}
      onSelectAll={props.onSelectAll}
      onRowOption={props.onRowOption}
      onColumnOption={props.onColumnOption}
      onDelete={props.onDelete}
    />
  );
}
