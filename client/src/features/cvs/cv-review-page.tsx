import { STANDARD_TEMPLATE_NAME } from '@common/contracts/template-messages';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import type { UploadedCvDetail } from '@common/contracts/cv-review';
import type { CvData } from '@common/cv-data';
import { ArrowLeft, Eye, ListChecks, LoaderCircle, RotateCcw, Save, ShieldX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage, serverMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useCvDetail, usePreviewInTemplate, useRestoreCvData, useSaveCvData, useTemplateChoices } from './api';
import { useEraseCandidateConfirmation } from '@/features/privacy';
import { CvForm } from './components/cv-form';
import { DocumentView } from './components/document-view';
import { fieldId, markedFields, nextMarked, validateDraft, type FieldErrors } from './review-form';
import { endsFreeReprocessing, IDENTITY_CHANGE_NOTICE } from './identity-change';

const GONE = 'This CV no longer exists: it may have been deleted in another tab.';

/** /cvs/:id — the review screen: the original document beside the extracted profile, to check and correct before anything is sent. */
export default function CvReviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const detail = useCvDetail(id);

  if (detail.isLoading) return <PageSpinner label="Loading the CV" />;
  if (detail.isError || !detail.data) {
    const isGone = detail.error instanceof ApiError && detail.error.status === 404;
    return <Notice title={isGone ? 'CV not found' : 'The CV could not be loaded'} message={isGone ? GONE : errorMessage(detail.error, 'Please try again.')} />;
  }
  const cv = detail.data;
  if (cv.extractionStatus === 'pending') return <Notice title={cv.originalFileName} message="This CV is still being read; this page updates by itself in a few seconds." isBusy />;
  if (!cv.extractedData) return <Notice title={cv.originalFileName} message={cv.extractionReason ?? 'This CV could not be read, so there is nothing to review.'} />;
  // Keyed by the saved version: a save or undo starts the form again from what the server holds.
  return <Review key={`${cv.id}:${cv.correctedAt ?? 'original'}`} cv={cv} data={cv.extractedData} />;
}

function Notice({ title, message, isBusy }: { title: string; message: string; isBusy?: boolean }) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-10 text-center">
      <h1 className="text-xl font-semibold break-words">{title}</h1>
      <p role="status" className="text-muted-foreground">
        {isBusy ? <LoaderCircle className="mr-2 inline size-4 animate-spin" aria-hidden="true" /> : null}
        {message}
      </p>
      <Link href="/" className="text-sm text-primary hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );
}

/** Blank highlights (left by typing) are not data. */
function cleanDraft(data: CvData): CvData {
  return { ...data, experience: data.experience.map((entry) => ({ ...entry, highlights: entry.highlights.map((h) => h.trim()).filter(Boolean) })) };
}

/** "experience.0.startDate: Dates are YYYY or YYYY-MM" → that field's message. */
function serverFieldError(error: unknown): FieldErrors {
  const message = serverMessage(error);
  const match = message ? /^([\w.]+): (.+)$/.exec(message) : null;
  return match ? { [match[1]]: match[2] } : {};
}

function Review({ cv, data }: { cv: UploadedCvDetail; data: CvData }) {
  const [draft, setDraft] = useState<CvData>(data);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCvData(cv.id);
  const restore = useRestoreCvData(cv.id);
  const [, navigate] = useLocation();
  const erase = useEraseCandidateConfirmation(cv, () => navigate('/'));
  const isDirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(data), [draft, data]);
  // Said before saving: this edit makes the CV another candidate, so its next processing costs a credit (decision 092).
  const isIdentityChange = useMemo(() => isDirty && endsFreeReprocessing(cv, draft), [cv, draft, isDirty]);
  const errors = useMemo(() => ({ ...serverErrors, ...validateDraft(draft) }), [draft, serverErrors]);
  const errorCount = Object.keys(errors).length;
  const marked = useMemo(() => markedFields(cv.extractionConfidence, draft, cv.originalData), [cv.extractionConfidence, draft, cv.originalData]);
  const flags = useMemo(() => Object.fromEntries(marked.map((m) => [m.path, m.reason])), [marked]);
  const lastMarked = useRef<string | null>(null);

  const change = (next: CvData) => {
    setDraft(next);
    setServerErrors({});
  };

  const goToNextMarked = useCallback(() => {
    const paths = marked.map((m) => m.path);
    const active = document.activeElement?.closest('[data-field]')?.getAttribute('data-field') ?? lastMarked.current;
    const next = nextMarked(paths, active && paths.includes(active) ? active : lastMarked.current);
    if (!next) return;
    lastMarked.current = next;
    const element = document.getElementById(fieldId(next));
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
  }, [marked]);

  const submit = useCallback(async () => {
    setProblem(null);
    if (errorCount > 0) {
      const [first] = Object.keys(errors);
      setProblem(`Fix ${errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked in red before saving.`);
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    try {
      await save.mutateAsync(cleanDraft(draft));
      toast({ title: 'Corrections saved', description: 'Every output of this CV now uses them.', variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setProblem(GONE);
      else {
        setServerErrors(serverFieldError(error));
        setProblem(errorMessage(error, 'The corrections could not be saved. Please try again.'));
      }
    }
  }, [draft, errorCount, errors, save]);

  const undo = async () => {
    setProblem(null);
    if (!window.confirm('Undo every correction of this CV and go back to the data as first read?')) return;
    try {
      await restore.mutateAsync();
      toast({ title: 'Correction undone', description: 'The CV has its data as first read again.' });
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 404 ? GONE : errorMessage(error, 'The correction could not be undone.'));
    }
  };

  // Ctrl/⌘+S saves; Alt+N goes to the next field to check.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void submit();
      } else if (event.altKey && event.key.toLowerCase() === 'n') {
        event.preventDefault();
        goToNextMarked();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [submit, goToNextMarked]);

  // Edits not saved are not lost to a stray reload or closed tab.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    // min-w-0 on every track: a long file name or a row of buttons must wrap, never widen the page (390 px phones).
    <div className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <Link href="/" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" /> Dashboard
          </Link>
          <h1 className="mt-1 text-xl font-semibold break-words">Review {cv.originalFileName}</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {cv.correctedAt ? `Corrected ${formatDateTime(cv.correctedAt)} · ${cv.correctedFields.length} field${cv.correctedFields.length === 1 ? '' : 's'} changed from the first reading` : 'As first read from the document'}
            {isDirty ? ' · unsaved changes' : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2" data-slot="cv-actions">
          {marked.length > 0 ? (
            <Button type="button" variant="outline" onClick={goToNextMarked} title="Alt+N" aria-keyshortcuts="Alt+N">
              <ListChecks aria-hidden="true" /> Next to check ({marked.length})
            </Button>
          ) : null}
          <PreviewInTemplate cvId={cv.id} draft={cleanDraft(draft)} isValid={errorCount === 0} />
          {cv.correctedAt ? (
            <Button type="button" variant="outline" onClick={() => void undo()} disabled={restore.isPending}>
              <RotateCcw aria-hidden="true" /> Undo correction
            </Button>
          ) : null}
          <Button type="button" onClick={() => void submit()} disabled={save.isPending || !isDirty} title="Ctrl+S" aria-keyshortcuts="Control+S">
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save corrections
          </Button>
          <Button type="button" variant="outline" onClick={erase.open} className="text-destructive hover:bg-destructive/10">
            <ShieldX aria-hidden="true" /> Erase candidate
          </Button>
          {erase.dialog}
        </div>
      </div>

      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {isIdentityChange ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-slot="identity-change">
          {IDENTITY_CHANGE_NOTICE}
        </p>
      ) : null}
      {cv.extractionReason ? (
        // What the reading itself says (OCR, a text cut at the limit…): the recruiter checks with it in mind.
        <p className="text-sm text-amber-800" data-slot="extraction-reason">
          {cv.extractionReason}
        </p>
      ) : null}
      {marked.length > 0 ? (
        <p className="text-sm text-amber-800">
          {marked.length} field{marked.length === 1 ? ' was' : 's were'} read with low confidence and {marked.length === 1 ? 'is' : 'are'} marked below with the reason.
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card className="max-h-[60vh] overflow-auto lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)]" aria-label="Original document">
          <DocumentView cvId={cv.id} fileName={cv.originalFileName} />
        </Card>
        <Card className="p-4 sm:p-6">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            aria-label="Extracted profile"
          >
            <CvForm data={draft} onChange={change} errors={errors} flags={flags} />
            <div className="mt-6 flex justify-end">
              <Button type="submit" disabled={save.isPending || !isDirty}>
                <Save aria-hidden="true" /> Save corrections
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </div>
  );
}

/** "Preview in template": the draft (saved or not) in the chosen template, as the Templates page shows templates. */
function PreviewInTemplate({ cvId, draft, isValid }: { cvId: string; draft: CvData; isValid: boolean }) {
  const templates = useTemplateChoices();
  const preview = usePreviewInTemplate(cvId);
  const [templateId, setTemplateId] = useState(DEFAULT_TEMPLATE_ID);
  const [isOpen, setIsOpen] = useState(false);
  const choices = templates.data ?? [{ id: DEFAULT_TEMPLATE_ID, name: STANDARD_TEMPLATE_NAME }];

  const open = () => {
    setIsOpen(true);
    preview.mutate({ templateId, data: draft });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select value={templateId} onValueChange={setTemplateId}>
        <SelectTrigger aria-label="Template to preview in" className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((template) => (
            <SelectItem key={template.id} value={template.id}>
              {template.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button type="button" variant="outline" onClick={open} disabled={!isValid} title={isValid ? undefined : 'Fix the fields marked in red first'}>
        <Eye aria-hidden="true" /> Preview in template
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="flex h-[90vh] max-w-5xl flex-col sm:max-w-5xl">
          <DialogHeader>
            <DialogTitle>Preview in {choices.find((t) => t.id === templateId)?.name ?? 'template'}</DialogTitle>
            <DialogDescription>What the client will see, from the data on screen (saved or not). Nothing is charged or stored.</DialogDescription>
          </DialogHeader>
          {preview.isPending ? <PageSpinner label="Rendering the preview" /> : null}
          {preview.isError ? <p className="text-sm text-destructive">{errorMessage(preview.error, 'The preview could not be made.')}</p> : null}
          {preview.data ? (
            // sandbox with no permissions: the HTML has no script and could run none.
            <iframe title="Template preview" sandbox="" srcDoc={preview.data} className="min-h-0 w-full flex-1 rounded border bg-white" />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
