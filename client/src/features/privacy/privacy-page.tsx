import { PRODUCT_NAME } from '@common/limits';
import { DEFAULT_RETENTION_DAYS, OUTBOX_RETENTION_DAYS, RETENTION_CHOICES } from '@common/contracts/privacy-rules';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Brand } from '@/components/brand';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';
import { usePrivacyNotice } from './api';

/** /privacy: what CVForge stores, for how long, where, and which AI provider sees what, in plain words (issue 21). */
export default function PrivacyPage() {
  const notice = usePrivacyNotice();
  const { data: user } = useCurrentUser();
  const facts = notice.data;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-0">
      {user ? null : (
        <Link href="/" aria-label={`${PRODUCT_NAME} home`} className="self-start">
          <Brand />
        </Link>
      )}
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
          Privacy: how {PRODUCT_NAME} handles personal data
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {PRODUCT_NAME} holds candidates’ CVs for recruitment agencies. This page says what is kept, for how long, where, and who else sees it.
        </p>
      </div>

      <Section title="What is stored">
        <ul className="list-disc space-y-1 pl-5">
          <li>Your account: name, email address, a one-way hash of your password, your plan and settings.</li>
          <li>
            Each CV you upload: the file itself, its text, and the details read from it (the candidate’s name, contact details, work history,
            education and skills).
          </li>
          <li>The files made from each CV (reformatted and enhanced CVs, candidate reports, PDF copies) and the jobs that made them.</li>
          <li>Your Word templates.</li>
          <li>Copies of the emails sent with processed CVs, when this server keeps them in its outbox instead of sending them.</li>
          <li>Summaries of your CVs for your Analytics page, and an activity log of actions in your account.</li>
        </ul>
      </Section>

      <Section title="How long it is kept">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Each account chooses how long CVs are kept: off, {RETENTION_CHOICES.join(', ')} days. New accounts start at {DEFAULT_RETENTION_DAYS}{' '}
            days. When a CV reaches that age, a daily run deletes it with every file made from it, its extracted details, its emails and its part
            in your analytics.
          </li>
          <li data-testid="privacy-instance-max">
            {facts?.instanceMaxDays
              ? `On this server no CV is kept longer than ${facts.instanceMaxDays} days, whatever an account chooses.`
              : 'This server sets no upper limit of its own: each account’s choice applies.'}
          </li>
          <li>Copies of emails in the outbox are deleted after {OUTBOX_RETENTION_DAYS} days.</li>
          <li>
            You can erase one candidate at any time (‘Erase candidate’ on the CV’s row), download all your data, or close your account from
            Settings. Closing an account erases everything it holds at once.
          </li>
        </ul>
      </Section>

      <Section title="Where it is kept">
        {notice.isError ? (
          <p className="text-destructive">This server’s details could not be loaded. Reload the page to try again.</p>
        ) : !facts ? (
          <p className="text-muted-foreground">Loading this server’s details...</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            <li>Accounts, extracted details, jobs and logs: in this server’s database.</li>
            <li data-testid="privacy-storage">
              {facts.storage === 's3'
                ? 'Uploaded and produced files: in the S3-compatible storage bucket this server is configured with.'
                : 'Uploaded and produced files: on this server’s own disk.'}
            </li>
            <li data-testid="privacy-email">
              {facts.emailTransport === 'smtp'
                ? 'Emails: sent through the mail server configured by the administrator; no copy is kept in an outbox.'
                : `Emails: no mail server is configured, so emails are kept as files in this server’s outbox (for ${OUTBOX_RETENTION_DAYS} days).`}
            </li>
          </ul>
        )}
      </Section>

      <Section title="Who else sees it: AI">
        <p data-testid="privacy-ai-sentence">{facts ? facts.aiProvider.sentence : 'Loading...'}</p>
        <p className="mt-2 text-muted-foreground">Nothing is sold or shared with anyone else.</p>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}
