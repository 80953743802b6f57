import type { UploadedCv } from '@common/contracts/cvs';
import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { reportError } from '@/lib/notify';
import { useEraseCandidate } from '../api';

/** The CV an erasure names: any uploaded CV will do. */
export type ErasableCv = Pick<UploadedCv, 'id' | 'originalFileName'>;

/** What 'Erase candidate' removes, named in the confirmation. */
export const ERASE_LIST = [
  'the uploaded CV file',
  'every processed file made from it (reformatted, enhanced, reports, PDF copies)',
  'its email copies kept in the outbox',
  'its extracted data and its processing jobs',
  'its contribution to your analytics',
];

/**
 * The confirmation for 'Erase candidate', controlled by its caller: the dashboard's CV row uses it
 * through EraseCandidateButton, the CV review screen can open it from its own button.
 */
export function EraseCandidateDialog({
  cv,
  open,
  onOpenChange,
  onErased,
}: {
  cv: ErasableCv;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onErased?: () => void;
}) {
  const erase = useEraseCandidate();

  async function confirm() {
    // mutateAsync, not mutate's callbacks: the row holding this dialog leaves the list once the CV is
    // gone, and callbacks of an unmounted observer never run.
    try {
      await erase.mutateAsync(cv.id);
    } catch (error) {
      reportError(error, 'Erase Failed', 'The candidate could not be erased; nothing was removed.');
      return;
    }
    onOpenChange(false);
    toast({ title: 'Candidate Erased', description: `${cv.originalFileName} and everything made from it were erased.` });
    onErased?.();
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !erase.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Erase this candidate?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p>
                This permanently erases <strong className="break-all text-foreground">{cv.originalFileName}</strong>:
              </p>
              <ul className="list-disc pl-5">
                {ERASE_LIST.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>A job still running for this CV is stopped and not charged. This cannot be undone.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={erase.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={erase.isPending}>
            {erase.isPending ? 'Erasing…' : 'Erase candidate'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Opens the erase confirmation: `const { open, dialog } = useEraseCandidateConfirmation(cv)` then render `dialog`. */
export function useEraseCandidateConfirmation(cv: ErasableCv, onErased?: () => void) {
  const [isOpen, setOpen] = useState(false);
  return {
    open: () => setOpen(true),
    dialog: <EraseCandidateDialog cv={cv} open={isOpen} onOpenChange={setOpen} onErased={onErased} />,
  };
}

/** The CV row's 'Erase candidate' action: an icon button and its confirmation. */
export function EraseCandidateButton({ cv }: { cv: ErasableCv }) {
  const { open, dialog } = useEraseCandidateConfirmation(cv);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Erase candidate ${cv.originalFileName}`}
        title="Erase candidate"
        onClick={open}
        className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
      >
        <ShieldX aria-hidden="true" />
      </Button>
      {dialog}
    </>
  );
}
