import type { AgencyLogo } from '@common/contracts/settings';
import { AGENCY_LOGO_ACCEPT, MAX_AGENCY_LOGO_BYTES } from '@common/contracts/settings-limits';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { reportError } from '@/lib/notify';
import { AGENCY_LOGO_URL, useRemoveAgencyLogo, useUploadAgencyLogo } from '../api';

const MAX_MB = Math.round(MAX_AGENCY_LOGO_BYTES / 1024 / 1024);

/** Settings → Agency details → Logo: shown on candidate reports beside the agency name. */
export function AgencyLogoField({ logo }: { logo: AgencyLogo | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAgencyLogo();
  const remove = useRemoveAgencyLogo();
  const isBusy = upload.isPending || remove.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Logo Saved', description: 'Candidate reports will show it from the next CV you process.' }),
      onError: (error) => reportError(error, 'Logo Not Saved', 'The logo could not be uploaded'),
    });
  }

  function removeLogo() {
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logo Removed', description: 'Candidate reports will show the agency name alone.' }),
      onError: (error) => reportError(error, 'Logo Not Removed', 'The logo could not be removed'),
    });
  }

  return (
    <div className="grid gap-2 sm:col-span-2" role="group" aria-labelledby="agency-logo-label">
      <span id="agency-logo-label" className="text-sm font-medium">
        Logo
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {logo ? (
          // The upload time in the address: a new logo is fetched, not the browser's copy of the old one.
          <img
            src={`${AGENCY_LOGO_URL}?v=${encodeURIComponent(logo.uploadedAt)}`}
            alt="Agency logo"
            width={logo.width}
            height={logo.height}
            className="h-12 w-auto max-w-48 rounded border bg-white object-contain p-1"
          />
        ) : (
          <span className="text-sm text-muted-foreground">No logo: reports show the agency name alone.</span>
        )}
        <input ref={input} id="agency-logo-file" type="file" accept={AGENCY_LOGO_ACCEPT} className="sr-only" onChange={choose} aria-label="Logo file" />
        <Button type="button" variant="outline" disabled={isBusy} onClick={() => input.current?.click()}>
          {upload.isPending ? 'Uploading...' : logo ? 'Replace logo' : 'Upload logo'}
        </Button>
        {logo && (
          <Button type="button" variant="ghost" disabled={isBusy} onClick={removeLogo}>
            {remove.isPending ? 'Removing...' : 'Remove logo'}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">PNG or JPEG, up to {MAX_MB} MB. Shown at the top of candidate reports, beside the agency name.</p>
    </div>
  );
}
