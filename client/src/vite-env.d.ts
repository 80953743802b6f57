/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** AdSense-style publisher id (ca-pub-…). Without it, ad slots render nothing (docs/PRODUCT.md §10 Ads). */
  readonly VITE_AD_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
