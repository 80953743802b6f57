import { ArrowRight, FileText, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { AdSlot } from '@/components/ad-slot';
import { adClientId, type AdFormat } from '@/lib/ads';

const TIPS = {
  templates: {
    icon: FileText,
    title: 'Make every CV look like your agency',
    text: 'Upload your own Word template once: its placeholders decide the layout, fonts and logo of every reformatted CV.',
    href: '/template-instructions',
    cta: 'How templates work',
  },
  operations: {
    icon: Sparkles,
    title: 'One credit per CV, every operation included',
    text: 'Tick Enhance for clearer wording, Report for a candidate analysis with interview questions, and Email to get everything in your inbox.',
    href: '/billing',
    cta: 'Plans and credits',
  },
} as const;

export type PromoTip = keyof typeof TIPS;

/**
 * The dashboard's promo blocks (docs/PRODUCT.md §2): an ad slot when an ad client id is configured, otherwise
 * a short product tip — never a fake advert (docs/PRODUCT.md §10 Ads).
 */
export function PromoBlock({ slotId, format, tip }: { slotId: string; format: AdFormat; tip: PromoTip }) {
  if (adClientId(import.meta.env.VITE_AD_CLIENT_ID)) return <AdSlot slotId={slotId} format={format} />;
  const { icon: Icon, title, text, href, cta } = TIPS[tip];
  return (
    <aside
      aria-label="Tip"
      className="flex flex-col gap-3 rounded-xl border border-primary/15 bg-gradient-to-r from-primary/[0.06] to-transparent px-4 py-3 sm:flex-row sm:items-center"
    >
      <div className="flex items-start gap-3 sm:flex-1 sm:items-center">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:mt-0">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <p className="text-sm">
          <span className="font-medium">{title}.</span>{' '}
          <span className="text-muted-foreground">{text}</span>
        </p>
      </div>
      <Link
        href={href}
        className="inline-flex shrink-0 items-center gap-1 self-start rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:self-center"
      >
        {cta}
        <ArrowRight className="size-3.5" aria-hidden="true" />
      </Link>
    </aside>
  );
}
