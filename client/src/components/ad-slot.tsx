import { useEffect, useRef } from 'react';
import { adClientId, adDimensions, adScriptUrl, type AdFormat } from '@/lib/ads';
import { cn } from '@/lib/utils';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const SCRIPT_ID = 'cvforge-ad-script';

/** Adds the ad script to the page once, however many slots render. Errors are only logged. */
function ensureAdScript(clientId: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = adScriptUrl(clientId);
  script.onerror = () => console.error('Ad script failed to load');
  document.head.appendChild(script);
}

export interface AdSlotProps {
  slotId: string;
  format?: AdFormat;
  responsive?: boolean;
  className?: string;
}

/**
 * An advertising slot. Renders nothing and loads no third-party script unless
 * VITE_AD_CLIENT_ID is configured (docs/PRODUCT.md §10 Ads).
 */
export function AdSlot({ slotId, format = 'auto', responsive = true, className }: AdSlotProps) {
  const clientId = adClientId(import.meta.env.VITE_AD_CLIENT_ID);
  if (!clientId) return null;
  return <ConfiguredAdSlot clientId={clientId} slotId={slotId} format={format} responsive={responsive} className={className} />;
}

function ConfiguredAdSlot({
  clientId,
  slotId,
  format,
  responsive,
  className,
}: Required<Omit<AdSlotProps, 'className'>> & { clientId: string; className?: string }) {
  const pushed = useRef(false);
  const size = adDimensions(format);

  useEffect(() => {
    ensureAdScript(clientId);
    // StrictMode runs effects twice; a slot must be filled exactly once.
    if (pushed.current) return;
    pushed.current = true;
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch (error) {
      console.error('Ad slot failed to initialise', error);
    }
  }, [clientId]);

  return (
    <aside aria-label="Advertisement" className={cn('flex justify-center overflow-hidden', className)}>
      <ins
        className="adsbygoogle"
        style={{ display: size ? 'inline-block' : 'block', width: size?.width, height: size?.height }}
        data-ad-client={clientId}
        data-ad-slot={slotId}
        data-ad-format={format === 'auto' ? 'auto' : undefined}
        data-full-width-responsive={responsive ? 'true' : 'false'}
      />
    </aside>
  );
}
