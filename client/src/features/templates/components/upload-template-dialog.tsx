import { MAX_TEMPLATE_NAME_LENGTH } from '@common/contracts/template-messages';
import { TEMPLATE_EXTENSIONS } from '@common/limits';
import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { checkTemplateFiles, validateTemplateUpload } from '../validation';

interface UploadTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts the upload. The page re-mounts the dialog (a new key) after a success to clear it. */
  onSubmit: (input: { name: string; file: File }) => void;
  isUploading: boolean;
}

/** docs/PRODUCT.md §2 'Upload Template' dialog: a name and a .docx/.doc file, checked as docs/PRODUCT.md §5 says before anything is sent. */
export function UploadTemplateDialog({ open, onOpenChange, onSubmit, isUploading }: UploadTemplateDialogProps) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function chooseFiles(chosen: File[]) {
    const problem = checkTemplateFiles(chosen);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen[0] ?? null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateTemplateUpload(name, file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onSubmit({ name: name.trim(), file: file! });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Template</DialogTitle>
          <DialogDescription>
            A Word document whose {'{{placeholders}}'} and [bracketed instructions] define how processed CVs look.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="template-name" label="Template Name">
            <Input
              id="template-name"
              value={name}
              placeholder="e.g. Agency Blue"
              maxLength={MAX_TEMPLATE_NAME_LENGTH}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field id="template-file" label="Template File">
            <Input
              id="template-file"
              ref={fileInput}
              type="file"
              accept={TEMPLATE_EXTENSIONS.join(',')}
              aria-describedby="template-file-hint"
              onChange={(event) => chooseFiles(Array.from(event.target.files ?? []))}
            />
            <p id="template-file-hint" className="text-xs text-muted-foreground">
              .docx up to 10MB
            </p>
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isUploading}>
              <Upload aria-hidden="true" />
              Upload
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
