import type { CreatedApiKey } from '@common/contracts/billing';
import { Copy, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format';
import { reportError } from '@/lib/notify';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api';

/** Enterprise: create an API key (shown once, with a copy button), list and revoke keys. */
export function ApiAccessCard() {
  const keys = useApiKeys(true);
  const createKey = useCreateApiKey();
  const revokeKey = useRevokeApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      toast({ title: 'Missing Information', description: 'Please enter a name for the key.', variant: 'destructive' });
      return;
    }
    createKey.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
        toast({ title: 'API Key Created', description: 'Copy it now: it will not be shown again.' });
      },
      onError: (err) => reportError(err, 'Failed to Create API Key', 'Could not create the API key.'),
    });
  }

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      toast({ title: 'Copied', description: 'The API key is on your clipboard.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the key and copy it by hand.', variant: 'destructive' });
    }
  }

  function revoke(id: string, keyName: string) {
    if (!window.confirm(`Revoke the API key "${keyName}"? Anything using it stops working at once.`)) return;
    revokeKey.mutate(id, {
      onSuccess: () => toast({ title: 'API Key Revoked', description: `"${keyName}" no longer works.` }),
      onError: (err) => reportError(err, 'Failed to Revoke API Key', 'Could not revoke the API key.'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          API access
        </CardTitle>
        <CardDescription>
          Send <code className="rounded bg-muted px-1">Authorization: Bearer &lt;key&gt;</code> to the CV, template, processing and file
          endpoints. See the{' '}
          <a className="text-primary underline-offset-4 hover:underline" href="/api/docs" target="_blank" rel="noreferrer">
            API reference
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <div className="grid min-w-56 flex-1 gap-2">
            <Label htmlFor="api-key-name">Key name</Label>
            <Input id="api-key-name" value={name} maxLength={100} placeholder="e.g. ATS integration" onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" disabled={createKey.isPending}>
            {createKey.isPending ? 'Creating...' : 'Create API Key'}
          </Button>
        </form>

        {created ? (
          <div className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3" role="status">
            <p className="text-sm font-medium">Your new key "{created.name}": copy it now, it will not be shown again.</p>
            <div className="flex items-center gap-2">
              <code className="flex-1 overflow-x-auto rounded bg-background px-2 py-1 text-xs" data-testid="new-api-key">
                {created.key}
              </code>
              <Button type="button" size="sm" variant="outline" onClick={() => copy(created.key)}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setCreated(null)}>
                Done
              </Button>
            </div>
          </div>
        ) : null}

        {keys.data && keys.data.length > 0 ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Key</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Last used</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.data.map((key) => (
                <TableRow key={key.id}>
                  <TableCell className="font-medium">{key.name}</TableCell>
                  <TableCell>
                    <code className="text-xs">{key.prefix}…</code>
                  </TableCell>
                  <TableCell>{formatDateTime(key.createdAt)}</TableCell>
                  <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</TableCell>
                  <TableCell className="text-right">
                    {key.revokedAt ? (
                      <Badge variant="secondary">Revoked</Badge>
                    ) : (
                      <Button size="sm" variant="destructive" disabled={revokeKey.isPending} onClick={() => revoke(key.id, key.name)}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">{keys.isLoading ? 'Loading API keys...' : 'No API keys yet.'}</p>
        )}
      </CardContent>
    </Card>
  );
}
