import type { Template } from '@common/contracts/templates';
import { BookOpen, FilePlus2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { reportError } from '@/lib/notify';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { uploadTemplate, useDeleteTemplate, useInvalidateTemplates, useTemplates } from './api';
import { TemplateCard } from './components/template-card';
import { TemplateUploadOverlay, type TemplateUploadState } from './components/template-upload-overlay';
import { UploadTemplateDialog } from './components/upload-template-dialog';
import { OVERLAY_CLOSE_DELAY_MS } from './upload-progress';

/** docs/PRODUCT.md §2 Templates (/templates) 'CV Templates'. */
export default function TemplatesPage() {
  const templatesQuery = useTemplates();
  useUnauthorizedRedirect(templatesQuery.error);
  const deleteMutation = useDeleteTemplate();
  const invalidateTemplates = useInvalidateTemplates();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const [upload, setUpload] = useState<TemplateUploadState | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  async function startUpload(input: { name: string; file: File }) {
    setIsDialogOpen(false);
    setUpload({ fileName: input.file.name, startedAt: Date.now(), uploadedFraction: 0, isComplete: false });
    try {
      const template = await uploadTemplate(input, (fraction) => setUpload((current) => (current ? { ...current, uploadedFraction: fraction } : current)));
      setUpload((current) => (current ? { ...current, uploadedFraction: 1, isComplete: true } : current));
      toast({ title: 'Template Uploaded', description: `"${template.name}" is ready to use.` });
      setDialogKey((key) => key + 1);
      await invalidateTemplates();
      closeTimer.current = setTimeout(() => setUpload(null), OVERLAY_CLOSE_DELAY_MS);
    } catch (error) {
      setUpload(null);
      // docs/PRODUCT.md §8 upload widget: the server's message, else 'Failed to upload files.'
      reportError(error, 'Upload Failed', 'Failed to upload files.');
      // The name and file are kept: the user can fix what the server named and try again.
      setIsDialogOpen(true);
    }
  }

  function deleteTemplate(template: Template) {
    deleteMutation.mutate(template.id, {
      onSuccess: () => toast({ title: 'Template Deleted', description: `"${template.name}" has been deleted.` }),
      onError: (error) => reportError(error, 'Delete Failed', 'Failed to delete template'),
    });
  }

  const templates = templatesQuery.data ?? [];
  const ownTemplates = templates.filter((template) => !template.isBuiltIn);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">CV Templates</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Word templates define how processed CVs look: your fonts, layout, header and the place of every section.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link href="/template-instructions">
              <BookOpen aria-hidden="true" />
              Template Guide
            </Link>
          </Button>
          <Button onClick={() => setIsDialogOpen(true)}>
            <Upload aria-hidden="true" />
            Upload Template
          </Button>
        </div>
      </div>

      {templatesQuery.isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading templates" />
        </div>
      ) : templatesQuery.error ? (
        <Card>
          <CardContent className="pt-6 text-sm text-destructive">{errorMessage(templatesQuery.error, 'Could not load your templates.')}</CardContent>
        </Card>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onDelete={deleteTemplate}
                isDeleting={deleteMutation.isPending && deleteMutation.variables === template.id}
              />
            ))}
          </div>
          {ownTemplates.length === 0 ? (
            <Card className="border-dashed">
              <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
                <FilePlus2 className="size-10 text-muted-foreground" aria-hidden="true" />
                <h2 className="text-lg font-semibold">No custom templates yet</h2>
                <p className="max-w-md text-sm text-muted-foreground">
                  CVs are processed with the Standard Template until you upload your own. Upload a Word document with placeholders such as{' '}
                  {'{{FullName}}'} and {'{{#Experience}}'}…{'{{/Experience}}'}; the Template Guide shows how.
                </p>
                <Button onClick={() => setIsDialogOpen(true)}>
                  <Upload aria-hidden="true" />
                  Upload your first template
                </Button>
              </CardContent>
            </Card>
          ) : null}
        </>
      )}

      <UploadTemplateDialog key={dialogKey} open={isDialogOpen} onOpenChange={setIsDialogOpen} onSubmit={startUpload} isUploading={upload !== null && !upload.isComplete} />
      {upload ? <TemplateUploadOverlay upload={upload} /> : null}
    </div>
  );
}
