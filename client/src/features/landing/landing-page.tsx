import { FREE_SIGNUP_CREDITS, MAX_FILES_PER_UPLOAD, PRODUCT_NAME } from '@common/limits';
import { PLAN_ORDER, PLANS, type Plan } from '@common/plans';
import { ArrowRight, FileText, Layers, Mail, Sparkles, Upload, Wand2 } from 'lucide-react';
import { Link } from 'wouter';
import { AdSlot } from '@/components/ad-slot';
import { Brand } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanFeatureList } from '@/features/billing';
import { formatPounds } from '@/lib/format';
import { cn } from '@/lib/utils';

const FEATURES = [
  {
    icon: Upload,
    title: 'Upload Templates',
    text: 'Upload your own Word templates. Their placeholders define exactly how every reformatted CV looks.',
  },
  {
    icon: Layers,
    title: 'Bulk Processing',
    text: `Process many CVs at once: PDF, DOC, DOCX and TXT files, up to ${MAX_FILES_PER_UPLOAD} in a single upload.`,
  },
  {
    icon: Sparkles,
    title: 'AI Enhancement',
    text: 'Get AI enhancement of each CV’s wording and structure, plus a candidate analysis report.',
  },
  {
    icon: Mail,
    title: 'Email Delivery',
    text: 'Receive the results by email: the original, reformatted and enhanced versions together.',
  },
];

const STEPS = [
  { icon: FileText, title: 'Add your template', text: 'A Word document with placeholders such as {{FullName}} and {{Experience}}.' },
  { icon: Upload, title: 'Upload candidate CVs', text: 'Drop in a batch of CVs in whatever format candidates sent them.' },
  { icon: Wand2, title: 'Process and deliver', text: 'Choose reformat, enhance, report or email for each CV and let CVForge do the rest.' },
];

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Card className={cn('relative flex flex-col', plan.isPopular && 'border-primary shadow-lg ring-1 ring-primary')}>
      {plan.isPopular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Most Popular</Badge>
      ) : null}
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatPounds(plan.price)}</span>
          {plan.price > 0 ? <span className="text-sm text-muted-foreground">/month</span> : null}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <PlanFeatureList features={plan.features} className="gap-3" />
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={plan.isPopular ? 'default' : 'outline'}>
          <Link href="/auth">{plan.cta}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** docs/PRODUCT.md §2 landing page, shown to signed-out visitors on every path but /auth. */
export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link href="/" aria-label={`${PRODUCT_NAME} home`} className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Brand />
          </Link>
          <nav aria-label="Sections" className="hidden items-center gap-6 text-sm font-medium text-muted-foreground md:flex">
            <a href="#features" className="hover:text-foreground">
              Features
            </a>
            <a href="#pricing" className="hover:text-foreground">
              Pricing
            </a>
          </nav>
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
        </div>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-hero-from to-hero-to">
          <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
            <Badge variant="outline" className="mb-6 bg-background px-3 py-1 text-primary">
              For HR professionals and recruitment agencies
            </Badge>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
              Every CV in your format, <span className="text-primary">in minutes</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
              Upload Word templates that define your formatting, process many CVs at once, get AI enhancement and
              candidate analysis reports, and receive the results by email.
            </p>
            <div className="mt-10 flex flex-col items-center gap-4">
              <Button asChild size="lg" className="h-12 px-8 text-base">
                <Link href="/auth">
                  Get Started Free
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <p className="text-sm text-muted-foreground">
                Start with {FREE_SIGNUP_CREDITS} free CV processing credits • No credit card required
              </p>
            </div>
          </div>
        </section>

        <AdSlot slotId="landing-banner" format="banner" className="mx-auto max-w-7xl px-4 py-6" />

        <section id="features" aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Everything you need to process CVs at scale
            </h2>
            <p className="mt-4 text-muted-foreground">
              From a single CV to a whole shortlist, {PRODUCT_NAME} keeps every document consistent with your brand.
            </p>
          </div>
          <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Card key={title} className="transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="leading-relaxed">{text}</CardDescription>
                </CardHeader>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="steps-title" className="border-y bg-muted/40">
          <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
            <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight">
              How it works
            </h2>
            <ol className="mt-12 grid gap-8 md:grid-cols-3">
              {STEPS.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="flex flex-col items-center text-center">
                  <span className="relative flex size-14 items-center justify-center rounded-full bg-background text-primary shadow-sm ring-1 ring-border">
                    <Icon className="size-6" aria-hidden="true" />
                    <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                      {index + 1}
                    </span>
                  </span>
                  <h3 className="mt-4 font-semibold">{title}</h3>
                  <p className="mt-2 max-w-xs text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <AdSlot slotId="landing-in-content" format="auto" className="mx-auto max-w-7xl px-4 py-6" />

        <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Simple, transparent pricing
            </h2>
            <p className="mt-4 text-muted-foreground">Start free, upgrade when your team needs more.</p>
          </div>
          <div className="mx-auto mt-14 grid max-w-5xl gap-8 md:grid-cols-3">
            {PLAN_ORDER.map((id) => (
              <PlanCard key={id} plan={PLANS[id]} />
            ))}
          </div>
        </section>

        <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
              Ready to spend less time formatting CVs?
            </h2>
            <p className="mt-4 text-primary-foreground/80">
              Create your account and process your first {FREE_SIGNUP_CREDITS} CVs free.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8 h-12 px-8 text-base">
              <Link href="/auth">Create Your Free Account</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t bg-background">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6 lg:px-8">
          <Brand className="text-base text-foreground" />
          <Link href="/privacy" className="underline-offset-2 hover:text-foreground hover:underline">
            Privacy
          </Link>
          <p>© 2024 {PRODUCT_NAME}. All rights reserved.</p>
        </div>
      </footer>
    </div>
  );
}
