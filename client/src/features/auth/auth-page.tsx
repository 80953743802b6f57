import { FREE_SIGNUP_CREDITS } from '@common/limits';
import { Files, Gift, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Link, Redirect } from 'wouter';
import { Brand } from '@/components/brand';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/session';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';

const BENEFITS = [
  { icon: Files, title: 'Process multiple CVs at once', text: 'Upload a whole batch and reformat every CV in one go.' },
  { icon: Sparkles, title: 'AI enhancement and analysis', text: 'Sharper wording and a candidate report for each CV.' },
  { icon: Users, title: 'Made for HR teams and recruiters', text: 'Your agency’s own Word templates, applied consistently.' },
  { icon: ShieldCheck, title: 'Secure platform', text: 'Your candidates’ data stays private to your account.' },
  {
    icon: Gift,
    title: `${FREE_SIGNUP_CREDITS} free credits`,
    text: `Start with ${FREE_SIGNUP_CREDITS} free CV processing credits. No credit card required.`,
  },
];

/** docs/PRODUCT.md §2 auth page (/auth): SIGN IN and SIGN UP tabs with a benefits panel. */
export default function AuthPage() {
  const { user } = useAuth();
  if (user) return <Redirect to="/" replace />;

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <div className="flex flex-col px-4 py-8 sm:px-8">
        <Link href="/" aria-label="CVForge home" className="w-fit rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Brand />
        </Link>
        <main className="flex flex-1 items-center justify-center py-10">
          <Card className="w-full max-w-md">
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold tracking-tight">Welcome to CVForge</h1>
              <CardDescription>Sign in to your account or create a new one.</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="signin">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signin">SIGN IN</TabsTrigger>
                  <TabsTrigger value="signup">SIGN UP</TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="mt-6">
                  <SignInForm />
                </TabsContent>
                <TabsContent value="signup" className="mt-6">
                  <SignUpForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </main>
      </div>

      <aside
        aria-labelledby="auth-benefits-title"
        className="flex flex-col justify-center bg-gradient-to-br from-primary to-blue-800 px-6 py-12 text-primary-foreground sm:px-12 lg:py-16"
      >
        <div className="mx-auto max-w-md">
          <h2 id="auth-benefits-title" className="text-3xl font-bold tracking-tight">
            Professional CVs for every candidate, in minutes
          </h2>
          <p className="mt-3 text-primary-foreground/80">
            CVForge turns the CVs you receive into polished documents in your agency’s own format.
          </p>
          <ul className="mt-10 grid gap-6">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="text-sm text-primary-foreground/80">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
