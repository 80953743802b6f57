import { ArrowLeft, Braces, Building2, EyeOff, FileType, Lightbulb, LayoutTemplate, MessageSquareText, Repeat, Type } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The standard placeholders of docs/PRODUCT.md §2, with what each one is replaced by. */
const PLACEHOLDERS: { name: string; meaning: string }[] = [
  { name: 'FullName', meaning: "The candidate's full name" },
  { name: 'Email', meaning: 'Email address' },
  { name: 'Phone', meaning: 'Phone number' },
  { name: 'Address', meaning: 'Location or postal address' },
  { name: 'Summary', meaning: 'Professional summary or profile' },
  { name: 'Experience', meaning: 'Work history: every position, newest first' },
  { name: 'Education', meaning: 'Degrees and schools' },
  { name: 'Skills', meaning: 'Skills, as a list' },
  { name: 'Certifications', meaning: 'Certifications and licences' },
  { name: 'Languages', meaning: 'Languages spoken' },
];

/** Filled from the recruiter's own details (Settings → Agency details), never from the CV. */
const AGENCY_PLACEHOLDERS: { name: string; meaning: string }[] = [
  { name: 'ConsultantName', meaning: "The consultant's name" },
  { name: 'ConsultantEmail', meaning: "The consultant's email address" },
  { name: 'ConsultantPhone', meaning: "The consultant's phone number" },
  { name: 'AgencyName', meaning: "The agency's name" },
];

const EXPERIENCE_FIELDS = ['Title', 'Company', 'Location', 'StartDate', 'EndDate', 'Dates', 'Highlights'];
const EDUCATION_FIELDS = ['Degree', 'DegreeOnly', 'Field', 'Institution', 'StartDate', 'EndDate', 'Dates'];

function Tag({ children }: { children: string }) {
  return <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em]">{children}</code>;
}

function Example({ children }: { children: string }) {
  return <pre className="overflow-x-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre">{children}</pre>;
}

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {icon}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

/** docs/PRODUCT.md §2 Template guide (/template-instructions): how to write a Word template for CVForge. */
export default function TemplateInstructionsPage() {
  const iconClass = 'size-5 text-primary';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div>
          <Button variant="ghost" size="sm" asChild>
            <Link href="/templates">
              <ArrowLeft aria-hidden="true" />
              Back to Templates
            </Link>
          </Button>
        </div>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Template Guide</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            How to turn your agency's Word document into a template: every processed CV comes out in its layout, fonts and branding.
          </p>
        </div>
      </div>

      <Section icon={<FileType className={iconClass} aria-hidden="true" />} title="Supported Formats">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Word documents: <strong>.docx</strong> (recommended), up to 10 MB.
          </li>
          <li>
            Legacy <strong>.doc</strong> files are converted to .docx on upload where the server has LibreOffice; otherwise save the file as .docx
            in Word first.
          </li>
          <li>Macro-enabled documents (.docm), password-protected files and PDFs are not accepted as templates.</li>
        </ul>
      </Section>

      <Section icon={<LayoutTemplate className={iconClass} aria-hidden="true" />} title="Structure Setup">
        <p>Build the template in Word exactly as you want a finished CV to look, then put placeholders where the candidate's details go.</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Put your logo, agency name and consultant details in the Word header or footer: they are kept on every page.</li>
          <li>Use Word headings (Heading 1, Heading 2) for section titles such as "Career History" and "Education".</li>
          <li>Tables and two-column layouts work: placeholders can sit inside table cells.</li>
          <li>
            Agency placeholders are filled from your settings: <Tag>{'{{AgencyName}}'}</Tag>, <Tag>{'{{ConsultantName}}'}</Tag>,{' '}
            <Tag>{'{{ConsultantEmail}}'}</Tag>, <Tag>{'{{ConsultantPhone}}'}</Tag>.
          </li>
        </ul>
      </Section>

      <Section icon={<Type className={iconClass} aria-hidden="true" />} title="Fonts and Styling">
        <p>
          The text that replaces a placeholder takes the formatting of the placeholder itself: make <Tag>{'{{FullName}}'}</Tag> 20 pt bold
          Garamond and the candidate's name comes out 20 pt bold Garamond.
        </p>
        <p>Fonts used in the template are listed on its card after upload. Use fonts installed on your readers' computers, or embed them in Word.</p>
      </Section>

      <Section
        icon={<Braces className={iconClass} aria-hidden="true" />}
        title="Placeholders"
        description="Type placeholders between double braces. Case and spaces do not matter: {{Full Name}} works like {{FullName}}."
      >
        <PlaceholderTable placeholders={PLACEHOLDERS} />
        <p>
          Used on its own, a section placeholder such as <Tag>{'{{Experience}}'}</Tag> or <Tag>{'{{Skills}}'}</Tag> prints the whole section in a
          standard layout. For your own layout, use a loop.
        </p>
      </Section>

      <Section icon={<Repeat className={iconClass} aria-hidden="true" />} title="Loops and Conditional Sections">
        <p>
          A loop repeats its content once per entry. Open it with <Tag>{'{{#Experience}}'}</Tag> and close it with <Tag>{'{{/Experience}}'}</Tag>;
          inside, use the entry's fields.
        </p>
        <Example>{`{{#Experience}}
{{Title}} at {{Company}}, {{Location}}   {{StartDate}} – {{EndDate}}
{{#Highlights}}
• {{.}}
{{/Highlights}}
{{/Experience}}`}</Example>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Experience fields: {EXPERIENCE_FIELDS.map((field, index) => [index ? ', ' : '', <Tag key={field}>{field}</Tag>])}.
          </li>
          <li>
            Education fields: {EDUCATION_FIELDS.map((field, index) => [index ? ', ' : '', <Tag key={field}>{field}</Tag>])}.{' '}
            <Tag>{'{{Degree}}'}</Tag> prints the degree with its subject ("BSc Honours in Computer Science") unless the template also uses{' '}
            <Tag>{'{{Field}}'}</Tag>; <Tag>{'{{DegreeOnly}}'}</Tag> is the degree alone.
          </li>
          <li>
            In a list (Skills, Certifications, Languages, Highlights), <Tag>{'{{.}}'}</Tag> is the current item.
          </li>
          <li>Every opening tag needs its closing tag: a template with an unclosed loop is refused on upload, naming the paragraph.</li>
        </ul>
        <p>
          <strong>Empty sections disappear by themselves</strong>: when the CV has nothing for a placeholder, its line goes, and so do the
          heading above it (a Heading style, a bold or capitalised line, or a label ending in a colon such as "Location:"), a table row or
          table left empty, and the separators around the missing value ("Northwind Bank | Jan 2021", not "Northwind Bank |  | Jan 2021").
          Your own text is never removed.
        </p>
        <p>
          <strong>Conditional sections</strong> give you full control: wrap the heading and its placeholder;{' '}
          <Tag>{'{{^Certifications}}'}</Tag> does the opposite and shows its content only when there is nothing.
        </p>
        <Example>{`{{#Certifications}}
Certifications
{{Certifications}}
{{/Certifications}}`}</Example>
      </Section>

      <Section
        icon={<Building2 className={iconClass} aria-hidden="true" />}
        title="Agency Placeholders"
        description="Your own details, so clients contact you rather than the candidate."
      >
        <PlaceholderTable placeholders={AGENCY_PLACEHOLDERS} />
        <p>
          They are filled from the <strong>Agency details</strong> on the{' '}
          <Link href="/settings" className="text-primary underline-offset-4 hover:underline">
            Settings
          </Link>{' '}
          page, or from the template's own agency details on its card when your agency runs several brands; a detail left empty in
          both leaves its placeholder empty. A typical header or footer:
        </p>
        <Example>{`{{AgencyName}}
Presented by {{ConsultantName}} · {{ConsultantEmail}} · {{ConsultantPhone}}`}</Example>
      </Section>

      <Section icon={<EyeOff className={iconClass} aria-hidden="true" />} title="Blind CVs">
        <p>
          Tick <strong>BLIND</strong> for a CV on the dashboard, or switch on <strong>Always anonymise</strong> on the template's card, and the
          reformatted and enhanced CVs and the report leave out the candidate's email, phone, street address, LinkedIn and other profile links and
          date of birth. The name becomes first name and initial (<Tag>Jane D.</Tag>), also in the file names, and the original CV is not emailed.
        </p>
        <p>
          Every blind document is checked before delivery, including headers, footers, text boxes and the document properties (author, title). If
          your template itself contains one of the candidate's details, the job fails with a message saying what and where, and the credit is
          refunded. <strong>Hide employer names</strong> on the card shows each employer as a description such as <Tag>A global bank</Tag>.
        </p>
      </Section>

      <Section icon={<MessageSquareText className={iconClass} aria-hidden="true" />} title="AI Instructions">
        <p>Text in square brackets is processed by the AI but is not shown in the output.</p>
        <p>Put an instruction next to the placeholder it is about, to tell the AI how to write that part:</p>
        <Example>{`{{Summary}} [Three sentences, third person, no first names]
{{Phone}} [Format the number internationally]`}</Example>
      </Section>

      <Section icon={<Lightbulb className={iconClass} aria-hidden="true" />} title="Tips">
        <ul className="list-disc space-y-1 pl-5">
          <li>Type each placeholder in one go: retyping part of it can split it invisibly in Word. Splits are handled, but typing once is safest.</li>
          <li>Preview the template after upload: placeholders are highlighted and instructions shown as notes.</li>
          <li>Check the warnings on the template card: they name placeholders the system does not recognise.</li>
          <li>Keep one template per layout, and give each a name your colleagues will recognise in the dashboard.</li>
        </ul>
      </Section>

      <div className="flex justify-center pb-4">
        <Button size="lg" asChild>
          <Link href="/templates">Start Creating Templates</Link>
        </Button>
      </div>
    </div>
  );
}

/** A two-column table: each placeholder as it is typed, and what replaces it. */
function PlaceholderTable({ placeholders }: { placeholders: ReadonlyArray<{ name: string; meaning: string }> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th className="py-2 pr-4 font-medium">Placeholder</th>
            <th className="py-2 font-medium">Replaced by</th>
          </tr>
        </thead>
        <tbody>
          {placeholders.map((placeholder) => (
            <tr key={placeholder.name} className="border-b last:border-0">
              <td className="py-2 pr-4">
                <Tag>{`{{${placeholder.name}}}`}</Tag>
              </td>
              <td className="py-2">{placeholder.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
