import type { CvData, EducationEntry, ExperienceEntry } from '@common/cv-data';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { emptyEducation, emptyExperience, fieldId, moveItem, textValue, type FieldErrors } from '../review-form';
import { EntryControls } from './entry-controls';
import { ChipsField, DateField, TextField, type FieldState } from './review-fields';

export interface CvFormProps {
  data: CvData;
  onChange: (data: CvData) => void;
  errors: FieldErrors;
  /** Low-confidence reasons by path. */
  flags: Record<string, string>;
}

type Contact = 'name' | 'email' | 'phone' | 'location' | 'linkedin' | 'website';
const CONTACT_FIELDS: Array<{ key: Contact; label: string; inputMode?: 'email' | 'tel' | 'url' }> = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email', inputMode: 'email' },
  { key: 'phone', label: 'Phone', inputMode: 'tel' },
  { key: 'location', label: 'Location' },
  { key: 'linkedin', label: 'LinkedIn', inputMode: 'url' },
  { key: 'website', label: 'Website', inputMode: 'url' },
];

/** The extracted profile as an editable form: every change goes up whole, so the page keeps one draft. */
export function CvForm({ data, onChange, errors, flags }: CvFormProps) {
  const state = (path: string): FieldState => ({ path, flag: flags[path], error: errors[path] });
  const set = <K extends keyof CvData>(key: K, value: CvData[K]) => onChange({ ...data, [key]: value });
  const setExperience = (index: number, patch: Partial<ExperienceEntry>) =>
    set('experience', data.experience.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const setEducation = (index: number, patch: Partial<EducationEntry>) =>
    set('education', data.education.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const focusLater = (path: string) => requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus());

  return (
    <div className="grid gap-8">
      <section aria-labelledby="cv-contact" className="grid gap-4">
        <h2 id="cv-contact" className="text-base font-semibold">
          Candidate
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ key, label, inputMode }) => (
            <TextField key={key} state={state(key)} label={label} value={data[key]} inputMode={inputMode} onChange={(value) => set(key, textValue(value))} />
          ))}
        </div>
        <TextField state={state('summary')} label="Summary" value={data.summary} isMultiline onChange={(value) => set('summary', textValue(value))} />
      </section>

      <section aria-labelledby="cv-experience" className="grid gap-4">
        <SectionHeader
          id="cv-experience"
          title="Experience"
          addLabel="Add role"
          onAdd={() => {
            set('experience', [...data.experience, emptyExperience()]);
            focusLater(`experience.${data.experience.length}.title`);
          }}
        />
        {data.experience.length === 0 ? <p className="text-sm text-muted-foreground">No roles were read from this CV.</p> : null}
        {data.experience.map((entry, index) => {
          const label = `role ${index + 1}${entry.title ? ` (${entry.title})` : ''}`;
          return (
            <fieldset key={index} data-testid="experience-entry" className="grid gap-3 rounded-lg border p-3 sm:p-4">
              <div className="flex items-center justify-between gap-2">
                <legend className="text-sm font-medium">Role {index + 1}</legend>
                <EntryControls
                  label={label}
                  index={index}
                  count={data.experience.length}
                  onMove={(to) => set('experience', moveItem(data.experience, index, to))}
                  onRemove={() => set('experience', data.experience.filter((_, i) => i !== index))}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField state={state(`experience.${index}.title`)} label="Title" value={entry.title} onChange={(value) => setExperience(index, { title: textValue(value) })} />
                <TextField state={state(`experience.${index}.company`)} label="Company" value={entry.company} onChange={(value) => setExperience(index, { company: textValue(value) })} />
                <TextField state={state(`experience.${index}.location`)} label="Location" value={entry.location} onChange={(value) => setExperience(index, { location: textValue(value) })} />
                <div className="grid grid-cols-2 gap-3">
                  <DateField state={state(`experience.${index}.startDate`)} label="Start" value={entry.startDate} onChange={(value) => setExperience(index, { startDate: textValue(value.trim()) })} />
                  <DateField state={state(`experience.${index}.endDate`)} label="End" value={entry.endDate} onChange={(value) => setExperience(index, { endDate: textValue(value.trim()) })} />
                </div>
              </div>
              <label className="flex items-center gap-2 text-sm" htmlFor={fieldId(`experience.${index}.current`)}>
                <Checkbox
                  id={fieldId(`experience.${index}.current`)}
                  checked={entry.current}
                  onCheckedChange={(checked) => setExperience(index, checked === true ? { current: true, endDate: null } : { current: false })}
                />
                Current role (no end date)
              </label>
              <TextField
                state={state(`experience.${index}.highlights`)}
                label="Highlights (one per line)"
                value={entry.highlights.join('\n')}
                isMultiline
                onChange={(value) => setExperience(index, { highlights: value.split('\n').filter((line, i, all) => line.trim() !== '' || i === all.length - 1) })}
              />
            </fieldset>
          );
        })}
      </section>

      <section aria-labelledby="cv-education" className="grid gap-4">
        <SectionHeader
          id="cv-education"
          title="Education"
          addLabel="Add education"
          onAdd={() => {
            set('education', [...data.education, emptyEducation()]);
            focusLater(`education.${data.education.length}.institution`);
          }}
        />
        {data.education.length === 0 ? <p className="text-sm text-muted-foreground">No education was read from this CV.</p> : null}
        {data.education.map((entry, index) => (
          <fieldset key={index} data-testid="education-entry" className="grid gap-3 rounded-lg border p-3 sm:p-4">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-medium">Education {index + 1}</legend>
              <EntryControls
                label={`education ${index + 1}${entry.institution ? ` (${entry.institution})` : ''}`}
                index={index}
                count={data.education.length}
                onMove={(to) => set('education', moveItem(data.education, index, to))}
                onRemove={() => set('education', data.education.filter((_, i) => i !== index))}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField state={state(`education.${index}.institution`)} label="Institution" value={entry.institution} onChange={(value) => setEducation(index, { institution: textValue(value) })} />
              <TextField state={state(`education.${index}.degree`)} label="Degree" value={entry.degree} onChange={(value) => setEducation(index, { degree: textValue(value) })} />
              <TextField state={state(`education.${index}.field`)} label="Field of study" value={entry.field} onChange={(value) => setEducation(index, { field: textValue(value) })} />
              <div className="grid grid-cols-2 gap-3">
                <DateField state={state(`education.${index}.startDate`)} label="Start" value={entry.startDate} onChange={(value) => setEducation(index, { startDate: textValue(value.trim()) })} />
                <DateField state={state(`education.${index}.endDate`)} label="End" value={entry.endDate} onChange={(value) => setEducation(index, { endDate: textValue(value.trim()) })} />
              </div>
            </div>
          </fieldset>
        ))}
      </section>

      <section aria-labelledby="cv-lists" className="grid gap-4">
        <h2 id="cv-lists" className="text-base font-semibold">
          Skills, certifications and languages
        </h2>
        <ChipsField state={state('skills')} label="Skills" values={data.skills} onChange={(values) => set('skills', values)} />
        <ChipsField state={state('certifications')} label="Certifications" values={data.certifications} onChange={(values) => set('certifications', values)} />
        <ChipsField state={state('languages')} label="Languages" values={data.languages} onChange={(values) => set('languages', values)} />
      </section>
    </div>
  );
}

/** A list section's heading with its add button (experience, education). */
function SectionHeader({ id, title, addLabel, onAdd }: { id: string; title: string; addLabel: string; onAdd: () => void }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <Button type="button" variant="outline" size="sm" onClick={onAdd}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
    </div>
  );
}
