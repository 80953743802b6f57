import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import {
  DONT_REMIND_LABEL,
  NO_TEMPLATE_CONTINUE,
  NO_TEMPLATE_TEXT,
  NO_TEMPLATE_TITLE,
  isTemplateReminderOff,
  setTemplateReminderOff,
} from '../messages';

/** docs/PRODUCT.md §5: shown when Process CVs is pressed with no template chosen and the reminder still on. */
export function NoTemplateDialog({
  open,
  onOpenChange,
  onContinue,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue: () => void;
}) {
  const checkboxId = useId();
  const [isReminderOff, setIsReminderOff] = useState(() => isTemplateReminderOff(window.localStorage));

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{NO_TEMPLATE_TITLE}</AlertDialogTitle>
          <AlertDialogDescription>{NO_TEMPLATE_TEXT}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex items-center gap-2">
          <Checkbox
            id={checkboxId}
            checked={isReminderOff}
            onCheckedChange={(checked) => {
              const isOff = checked === true;
              setIsReminderOff(isOff);
              // The checkbox itself stores the flag (docs/PRODUCT.md §5).
              setTemplateReminderOff(window.localStorage, isOff);
            }}
          />
          <Label htmlFor={checkboxId} className="font-normal">
            {DONT_REMIND_LABEL}
          </Label>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onContinue}>{NO_TEMPLATE_CONTINUE}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
