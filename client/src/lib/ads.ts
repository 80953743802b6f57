/** Ad slot formats (docs/PRODUCT.md §3): banner 728x90, sidebar rectangle 300x250, or auto-sized. */
export type AdFormat = 'auto' | 'banner' | 'rectangle';

export const AD_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

export function adDimensions(format: AdFormat): { width: number; height: number } | null {
  switch (format) {
    case 'banner':
      return { width: 728, height: 90 };
    case 'rectangle':
      return { width: 300, height: 250 };
    case 'auto':
      return null;
  }
}

/** The configured ad client id, or null: without one no ad renders and no script loads. */
export function adClientId(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function adScriptUrl(clientId: string): string {
  return `${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
}
