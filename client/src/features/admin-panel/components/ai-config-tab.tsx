import type { AiConfigResponse, AiProviderId } from '@common/contracts/ai';
import { aiProviderPrivacySentence } from '@common/contracts/privacy-rules';
import { Bot, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { useAiConfig, useSaveAiConfig } from '../api';
import { aiConfigRequest, aiDraftFromConfig, changeProvider, type AiDraft } from '../config-forms';
import { currentAiLabel } from '../display';

/** docs/PRODUCT.md §2 AI Config: provider and model from the catalogue, the key, base URL and the local fallback. */
export function AiConfigTab() {
  const { data, isLoading, error, dataUpdatedAt } = useAiConfig();
  if (isLoading) return <p className="py-8 text-center text-sm text-muted-foreground">Loading AI configuration...</p>;
  if (error || !data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the AI configuration: {errorMessage(error, 'no answer from the server')}
      </p>
    );
  }
  // Re-mounted when the server's answer changes, so the form starts from what was saved.
  return <AiConfigForm key={dataUpdatedAt} config={data} />;
}

function AiConfigForm({ config }: { config: AiConfigResponse }) {
  const [draft, setDraft] = useState<AiDraft>(() => aiDraftFromConfig(config));
  const save = useSaveAiConfig();
  const provider = config.providers.find((p) => p.id === draft.provider);
  const requiresKey = provider?.requiresKey ?? false;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(aiConfigRequest(draft, requiresKey));
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bot className="size-5 text-primary" aria-hidden="true" />
          AI Provider
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          <span data-testid="ai-current" className="font-medium text-foreground">
            {currentAiLabel(config)}
          </span>
          {!config.isChosen ? <Badge variant="outline">default</Badge> : null}
        </CardDescription>
        {/* The same words as the privacy page (/privacy) states for the provider in use. */}
        {provider ? (
          <p data-testid="ai-privacy-sentence" className="text-sm text-muted-foreground">
            Privacy: {aiProviderPrivacySentence(provider.id as AiProviderId)}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="ai-provider" label="Provider">
              <Select value={draft.provider} onValueChange={(id) => setDraft((current) => changeProvider(current, id, config))}>
                <SelectTrigger id="ai-provider" aria-label="Provider">
                  <SelectValue placeholder="Select a provider" />
                </SelectTrigger>
                <SelectContent>
                  {config.providers.map((p) => (
                    <SelectItem key={p.id} value={p.id}>
                      {p.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id="ai-model" label="Model">
              <Select value={draft.model} onValueChange={(model) => setDraft((current) => ({ ...current, model }))}>
                <SelectTrigger id="ai-model" aria-label="Model">
                  <SelectValue placeholder="Provider default" />
                </SelectTrigger>
                <SelectContent>
                  {(provider?.models ?? []).map((model) => (
                    <SelectItem key={model} value={model}>
                      {model}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          </div>

          {requiresKey && provider ? (
            <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor="ai-api-key" className="flex items-center gap-1.5">
                    <KeyRound className="size-4" aria-hidden="true" />
                    API Key (optional)
                  </Label>
                  <Badge variant={provider.keyStatus === 'set' ? 'success' : 'outline'} data-testid="ai-key-status">
                    Key {provider.keyStatus}
                    {provider.keySource === 'environment' ? ' (environment)' : ''}
                  </Badge>
                </div>
                {/* Never prefilled: the server never sends a key back. */}
                <Input
                  id="ai-api-key"
                  type="password"
                  autoComplete="off"
                  placeholder={provider.keyStatus === 'set' ? 'Leave blank to keep the stored key' : `Paste the ${provider.name} API key`}
                  value={draft.apiKey}
                  onChange={(event) => setDraft((current) => ({ ...current, apiKey: event.target.value }))}
                />
              </div>
              <Field id="ai-base-url" label="Base URL (optional)" hint="For a proxy or a self-hosted endpoint. Leave blank for the provider's own.">
                <Input
                  id="ai-base-url"
                  type="url"
                  placeholder="https://proxy.example.com/v1"
                  value={draft.baseUrl}
                  onChange={(event) => setDraft((current) => ({ ...current, baseUrl: event.target.value }))}
                />
              </Field>
            </div>
          ) : (
            <p className="rounded-lg border bg-muted/30 p-4 text-sm text-muted-foreground">
              The built-in provider runs on this server: no key, no network, no cost.
            </p>
          )}

          <label className="flex items-start gap-2 text-sm">
            <Checkbox
              className="mt-0.5"
              checked={draft.fallbackToLocal}
              onCheckedChange={(checked) => setDraft((current) => ({ ...current, fallbackToLocal: checked === true }))}
              aria-label="Fall back to the built-in local provider"
            />
            <span>
              Fall back to the built-in local provider
              <span className="block text-xs text-muted-foreground">When the AI service fails or is unreachable, jobs still complete locally.</span>
            </span>
          </label>

          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save AI Configuration'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
