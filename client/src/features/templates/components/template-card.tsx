import type { Template } from '@common/contracts/templates';
import { AlertTriangle, Eye, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { templatePreviewUrl } from '../api';
import { TemplateBrand } from './template-brand';
import { TemplateDefaults } from './template-defaults';

interface TemplateCardProps {
  template: Template;
  onDelete: (template: Template) => void;
  isDeleting: boolean;
}

/** "2 sections" — the number of CV fields the template maps (docs/PRODUCT.md §2: field-mapping sections). */
export function sectionCountText(count: number): string {
  return `${count} ${count === 1 ? 'section' : 'sections'}`;
}

/** docs/PRODUCT.md §2 template card: Active badge, creation date, fonts, field-mapping sections, header; Preview and Delete. */
export function TemplateCard({ template, onDelete, isDeleting }: TemplateCardProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const { structure } = template;
  const sections = Object.keys(structure.fieldMappings).length;
  const fonts = structure.fonts.length ? structure.fonts.join(', ') : 'Word defaults';

  return (
    <Card className="flex min-w-0 flex-col" data-testid="template-card" aria-label={template.name}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="flex min-w-0 items-center gap-2 text-base">
            <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate">{template.name}</span>
          </CardTitle>
          <div className="flex shrink-0 gap-1">
            {template.isBuiltIn ? <Badge variant="secondary">Built-in</Badge> : null}
            {template.isActive ? <Badge variant="success">Active</Badge> : null}
          </div>
        </div>
        <CardDescription className="truncate">{template.filename}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">Created</dt>
          <dd>{formatDate(template.createdAt)}</dd>
          <dt className="text-muted-foreground">Fonts</dt>
          <dd className="break-words">{fonts}</dd>
          <dt className="text-muted-foreground">Field mappings</dt>
          <dd>{sectionCountText(sections)}</dd>
          <dt className="text-muted-foreground">Header</dt>
          <dd>{structure.headerData.hasHeader ? 'Has header' : 'No header'}</dd>
        </dl>
        {structure.instructions.length ? (
          <div className="mt-3 text-xs" data-testid="template-instructions">
            <p className="font-medium text-muted-foreground">AI instructions</p>
            <ul className="mt-1 grid gap-1">
              {structure.instructions.map((instruction, i) => (
                <li key={`${instruction.part}-${instruction.paragraph}-${i}`} className="break-words">
                  <span>[{instruction.text}]</span>{' '}
                  {instruction.placeholder ? (
                    <span className="text-muted-foreground">→ {instruction.placeholder}</span>
                  ) : (
                    <span className="text-amber-700 dark:text-amber-400">→ not next to any placeholder</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {structure.warnings.length ? (
          <ul className="mt-3 grid gap-1 text-xs text-amber-700 dark:text-amber-400">
            {structure.warnings.slice(0, 2).map((warning) => (
              <li key={warning} className="flex gap-1.5">
                <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span>{warning}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <TemplateDefaults template={template} />
        <TemplateBrand template={template} />
      </CardContent>
      <CardFooter className="gap-2">
        <Button variant="outline" size="sm" onClick={() => window.open(templatePreviewUrl(template.id))}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        {template.isBuiltIn ? null : (
          <Button variant="outline" size="sm" className="text-destructive" disabled={isDeleting} onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </CardFooter>

      <AlertDialog open={isConfirming} onOpenChange={setIsConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Template</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete "{template.name}"? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className="bg-destructive text-destructive-foreground hover:bg-destructive/90" onClick={() => onDelete(template)}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
