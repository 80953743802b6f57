import type { Template, TemplateSettings } from '@common/contracts/templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { postFormWithProgress } from '@/lib/upload-with-progress';

import { DASHBOARD_STATS_KEY, TEMPLATES_KEY } from '@/lib/query-keys';

export { TEMPLATES_KEY };
/** docs/PRODUCT.md §4: the dashboard stats are refreshed after template changes. */

/** The user's templates, the built-in Standard Template first. */
export function useTemplates() {
  return useQuery<Template[]>({ queryKey: TEMPLATES_KEY });
}

export function templatePreviewUrl(id: string): string {
  return `/api/templates/${encodeURIComponent(id)}/preview`;
}

/** POST /api/templates (name and file) with real upload progress. */
export function uploadTemplate(input: { name: string; file: File }, onProgress: (fraction: number) => void): Promise<Template> {
  const form = new FormData();
  form.append('name', input.name.trim());
  form.append('file', input.file);
  return postFormWithProgress<Template>('/api/templates', form, onProgress);
}

export function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }), queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY })]);
}

/** PUT /api/templates/{id}/settings: the template's defaults ('Always anonymise', 'Hide employer names'). */
export function useUpdateTemplateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, settings }: { id: string; settings: TemplateSettings }) =>
      apiJson<Template>('PUT', `/api/templates/${encodeURIComponent(id)}/settings`, settings),
    onSuccess: (updated) => {
      queryClient.setQueryData<Template[]>(TEMPLATES_KEY, (list) => list?.map((t) => (t.id === updated.id ? updated : t)));
      return queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
    },
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('DELETE', `/api/templates/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(),
  });
}
