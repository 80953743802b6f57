/** The kinds of CV sections the extractor tells apart. */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'languages'
  | 'projects'
  | 'references'
  | 'contact'
  | 'personal'
  | 'interests'
  | 'awards'
  | 'publications'
  | 'volunteering'
  | 'other';

/**
 * Section headings in English, German, French, Spanish, Italian, Portuguese and Dutch, accents folded and lower-cased. A line
 * is a heading when, stripped of punctuation, it equals one of these.
 */
export const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary', 'professional summary', 'career summary', 'executive summary', 'summary of qualifications', 'profile',
    'professional profile', 'personal profile', 'career profile', 'personal statement', 'about me', 'about', 'objective',
    'career objective', 'professional objective', 'overview', 'introduction', 'career overview',
    'profil', 'kurzprofil', 'uber mich', 'zusammenfassung', 'berufliches profil', 'profil professionnel', 'resume',
    'a propos', 'a propos de moi', 'objectif', 'objectif professionnel', 'perfil', 'perfil profesional', 'resumen',
    'resumen profesional', 'sobre mi', 'objetivo', 'objetivo profesional', 'extracto', 'profiel', 'persoonlijk profiel', 'over mij', 'samenvatting', 'profilo', 'profilo personale', 'profilo professionale', 'chi sono', 'sommario', 'resumo', 'resumo profissional', 'sobre mim', 'perfil pessoal', 'objetivo profissional', 'kandidaatprofiel', 'professional statement', 'personal summary', 'summary statement', 'about myself'
  ],
  experience: [
    // Internships and work in other words, in the seven languages.
    'internships', 'internship experience', 'praktika', 'praktische erfahrung', 'arbeitserfahrung', 'stages', 'stages professionnels', 'practicas', 'practicas profesionales', 'pasantias', 'tirocini', 'estagios', 'arbeidsverleden',
    'experience', 'professional experience', 'work experience', 'employment', 'employment history', 'work history',
    'career history', 'career', 'professional background', 'relevant experience', 'experience summary',
    'professional history', 'positions held', 'working experience', 'industry experience', 'employment record',
    'career experience', 'professional employment', 'experience and employment', 'work', 'employment experience', 'employments',
    'berufserfahrung', 'berufspraxis', 'beruflicher werdegang', 'werdegang', 'praxiserfahrung', 'berufliche erfahrung',
    'berufliche stationen', 'experience professionnelle', 'experiences professionnelles', 'experiences',
    // "Professional activities" in the seven languages (activities alone are a pastime's).
    'professional activities', 'berufliche aktivitaten', 'activites professionnelles', 'actividades profesionales', 'atividades profissionais', 'attivita professionali', 'attivita lavorative', 'professionele activiteiten',
    'parcours professionnel', 'emplois', 'experiencia', 'experiencia laboral', 'experiencia profesional',
    'trayectoria profesional', 'historial laboral', 'historial profesional', 'trajetoria profissional', 'trajectoria profissional', 'job experience', 'job experiences', 'work experiences', 'professional experiences', 'experience professionnelle', 'historial de trabajo', 'experiencias', 'experiencia profesional relevante', 'esperienza', 'esperienza professionale', 'esperienze professionali', 'esperienza lavorativa', 'esperienze lavorative', 'experiencia profissional', 'experiencias profissionais', 'historico profissional', 'werkervaring', 'ervaring', 'arbeidservaring', 'relevante werkervaring', 'loopbaan', 'erfahrung', 'berufliche laufbahn', 'beruflicher werdegang', 'employment experience', 'professional career', 'occupation', 'occupations', 'previous employment', 'relevant work experience', 'work and experience',
    'beruflicher hintergrund', 'beschaftigungsverhaltnisse', 'historique professionnel', 'percorso professionale', 'esperienze', 'percurso profissional', 'werkervaringen', 'professionele ervaring',
    // The posts held, named as such in the seven languages: "Berufe", "Tätigkeiten", "Empleos", "Incarichi", "Functies".
    'berufe', 'jobs', 'tatigkeiten', 'anstellungen', 'karriere', 'positions', 'carriere', 'empleos', 'puestos', 'trabajos', 'impieghi', 'lavori', 'incarichi',
    'carriera', 'empregos', 'cargos', 'carreira', 'banen', 'functies', 'dienstverbanden',
  ],
  education: [
    'education', 'academic background', 'academic history', 'educational background', 'academic qualifications',
    'education and training', 'education & training', 'qualifications', 'academic', 'academics', 'studies',
    'degrees', 'training', 'educational qualifications', 'education history', 'academic profile', 'schooling',
    'ausbildung', 'bildungsweg', 'studium', 'schulbildung', 'akademischer werdegang', 'akademische laufbahn', 'hochschulstudium', 'percorso accademico', 'ausbildung und studium',
    'formation', 'formations', 'formation academique', 'etudes', 'diplomes', 'cursus', 'educacion', 'formacion',
    'formacion academica', 'estudios', 'titulacion', 'istruzione', 'istruzione e formazione', 'formazione', 'titoli di studio', 'percorso formativo', 'formacao', 'formacao academica', 'educacao', 'escolaridade', 'opleiding', 'opleidingen', 'opleiding en cursussen', 'onderwijs', 'akademische ausbildung', 'schulische laufbahn', 'bildung', 'schulausbildung', 'hochschulbildung', 'universitare ausbildung', 'educational history', 'academic education', 'education and qualifications', 'academic qualification', 'scolarite', 'parcours academique', 'formation et diplomes', 'formacion academica y profesional', 'educacion y formacion',
    // School and training headings of the seven languages that name the schools a CV went to.
    'schulischer werdegang', 'schulische ausbildung', 'berufsausbildung', 'hochschulausbildung', 'ausbildungen', 'parcours scolaire', 'parcours universitaire',
    'cursus scolaire', 'cursus universitaire', 'formation initiale', 'estudios realizados', 'formacion reglada', 'estudios academicos', 'studi', 'percorso di studi',
    'titolo di studio', 'percorso scolastico', 'formazione scolastica', 'habilitacoes academicas', 'habilitacoes literarias', 'percurso academico', 'formacao escolar',
    'scholing', 'vooropleiding', 'vooropleidingen', 'studie', 'genoten opleidingen', 'opleidingsachtergrond',
    // "Qualifications" in four more of the languages. (Not German "Qualifikationen", which lists certificates and skills as
    // often as schooling.)
    'cualificaciones', 'qualifiche', 'qualificacoes', 'kwalificaties',
    // Studies at university and the diplomas they gave, in the seven languages.
    'diplomas', 'university studies', 'universitatsstudium', 'etudes universitaires', 'estudios universitarios', 'studi universitari', 'estudos universitarios', 'universitaire studies'
  ],
  skills: [
    'digital skills', 'digital competence', 'digital competences', 'digitale kompetenzen', 'competences numeriques', 'competencias digitales', 'competencias digitais', 'digitale vaardigheden',
    'skills', 'skill', 'key skills', 'core skills', 'technical skills', 'core competencies', 'competencies', 'key competencies',
    'areas of expertise', 'expertise', 'skills and abilities', 'skills & abilities', 'skill set', 'skillset',
    'technical proficiency', 'technical expertise', 'technologies', 'tools', 'tools and technologies',
    'professional skills', 'it skills', 'computer skills', 'relevant skills', 'hard skills', 'soft skills',
    'skills summary', 'capabilities', 'strengths', 'key strengths', 'technical competencies', 'specialties',
    'kenntnisse', 'fahigkeiten', 'kompetenzen', 'fachkenntnisse', 'edv kenntnisse', 'it kenntnisse', 'skills und kenntnisse',
    'kernkompetenzen', 'competences', 'competences techniques', 'competences cles', 'savoir faire', 'aptitudes',
    'habilidades', 'competencias', 'conocimientos', 'aptitudes', 'habilidades tecnicas', 'competencias clave', 'competenze', 'competenze personali', 'competenze tecniche', 'competenze professionali', 'competenze digitali', 'competenze informatiche', 'abilita', 'capacita', 'conoscenze', 'competencias', 'competencias tecnicas', 'habilidades tecnicas', 'tecnologias', 'tecnologias y herramientas', 'herramientas', 'conhecimentos', 'habilidades e competencias', 'ferramentas', 'vaardigheden', 'kernvaardigheden', 'competenties', 'kerncompetenties', 'kennis', 'expertises', 'expertise', 'technische vaardigheden', 'fertigkeiten', 'technische kenntnisse', 'edv', 'technologien', 'technologie', 'werkzeuge', 'specialized in', 'specialised in', 'tech stack', 'technical stack', 'tech skills', 'technologies used', 'stack', 'technology stack', 'fields of expertise', 'programming languages', 'languages and technologies', 'competences informatiques', 'outils', 'technical skills and tools', 'skills and expertise', 'skills & expertise', 'skills and tools', 'skills and technologies', 'technical knowledge', 'key qualifications', 'core qualifications', 'technical qualifications', 'specialisms',
    // The software a CV lists, named as such ("Software programs", "Logiciels"); not a field of study ("Informatique"),
    // which a degree in capitals ends with.
    'software skills', 'software programs', 'software knowledge', 'computer programs', 'logiciels', 'softwarekenntnisse', 'softwares',
    // "Programming languages" in German, French, Dutch and Portuguese, and Portuguese's plural noun alone ("Linguagens"; spoken
    // ones are "idiomas", "línguas"). (Not yet Spanish's and Italian's: dv10's "Lenguajes de programación Avan: C/C++, …" and
    // dv65's "Linguaggi⇥JavaScript, …" are labelled groups inside a skills list, which a heading would cut out of it.)
    'programmiersprachen', 'langages de programmation', 'linguagens de programacao', 'programmeertalen', 'linguagens'
  ],
  certifications: [
    'kurse', 'cours', 'corsi', 'cursussen', 'cursos realizados',
    'certifications', 'certification', 'certificates', 'licenses', 'licences', 'licenses and certifications',
    'licences and certifications', 'licenses & certifications', 'licences & certifications', 'certifications and licenses',
    'certifications & licenses', 'certifications and training', 'professional certifications', 'accreditations',
    'professional development', 'courses', 'courses and certifications', 'credentials', 'professional qualifications',
    'zertifikate', 'zertifizierungen', 'weiterbildung', 'weiterbildungen', 'fortbildungen', 'certificats',
    'certificats et formations', 'certificaciones', 'certificados', 'cursos', 'cursos y certificaciones', 'certificaten', 'certificeringen', 'certificazioni', 'certificati', 'certificacoes', 'certificados', 'certificaciones y cursos', 'zertifikate und weiterbildungen', 'licenses & certificates', 'certificates and courses', 'certifications & courses', 'awards and certifications'
  ],
  languages: [
    'madrelingua', 'idiomas extranjeros',
    'languages', 'language skills', 'language', 'language proficiency', 'spoken languages', 'sprachen',
    'sprachkenntnisse', 'fremdsprachen', 'langues', 'competences linguistiques', 'langues etrangeres', 'idiomas',
    'lenguas', 'idiomas y niveles', 'talen', 'talenkennis', 'lingue', 'conoscenze linguistiche', 'competenze linguistiche', 'altre lingue', 'lingua madre', 'lingue straniere', 'linguas', 'idiomas y certificaciones', 'language competences', 'languages spoken', 'sprachkompetenzen', 'taalvaardigheden', 'taalvaardigheid',
    // Europass labels its language grid with these.
    'mother tongue', 'mother tongues', 'other languages', 'muttersprache', 'muttersprachen', 'andere sprachen', 'weitere sprachen',
    'langue maternelle', 'langues maternelles', 'autres langues', 'lengua materna', 'lenguas maternas', 'otros idiomas', 'otras lenguas',
    'lingua materna', 'lingue materne', 'outras linguas', 'outros idiomas', 'moedertaal', 'andere talen',
    // … and in the singular, as "Other language(s)" reads without its bracketed plural.
    'other language', 'weitere sprache', 'andere sprache', 'autre langue', 'otro idioma', 'otra lengua', 'altra lingua', 'outra lingua', 'outro idioma', 'andere taal'
  ],
  projects: ['projects', 'key projects', 'selected projects', 'personal projects', 'projekte', 'projets', 'proyectos', 'projecten', 'progetti', 'projetos', 'progetti personali', 'projetos pessoais', 'proyectos personales', 'persoonlijke projecten', 'projets personnels', 'personliche projekte', 'academic projects', 'side projects'],
  references: [
    'references', 'referees', 'references available on request', 'referenzen', 'references professionnelles',
    'referencias', 'referenties', 'referenze', 'referencias profissionais'
  ],
  contact: [
    'contact', 'contact details', 'contact information', 'contact info', 'personal details', 'personal information',
    'kontakt', 'kontaktdaten', 'coordonnees', 'contacto', 'datos de contacto', 'contactgegevens', 'contatti', 'contato', 'contatos', 'informazioni di contatto'
  ],
  personal: [
    // Europass's "Personal information" in the seven languages (its 2013 and 2020 editors print these).
    'informacao pessoal', 'informacion personal', 'persoonlijke informatie',
    'personalien', 'persönliche daten', 'personliche daten', 'informations personnelles', 'etat civil', 'datos personales', 'persoonlijke gegevens', 'personalia', 'informazioni personali', 'dati personali', 'dados pessoais', 'informacoes pessoais', 'angaben zur person', 'personal data',
    'driving licence', 'driving license', 'driving licences', 'fuhrerschein', 'permis de conduire', 'carnet de conducir', 'permiso de conducir', 'patente di guida', 'carta de conducao', 'carteira de motorista', 'rijbewijs'],
  interests: [
    'interests', 'hobbies', 'hobbies and interests', 'hobbies & interests', 'activities', 'interessen', 'hobbys',
    // "Activities" in the other six languages.
    'aktivitaten', 'activites', 'actividades', 'atividades', 'attivita', 'activiteiten',
    'freizeit', "centres d'interet", 'centres d interet', 'loisirs', 'intereses', 'aficiones', 'interesses', 'hobbys und interessen', 'interessi', 'hobby', 'passatempi', 'hobby s', 'vrije tijd', 'interesses e hobbies',
    'personal interests', 'other interests', 'sport', 'sports', 'sport und freizeit', 'sport & freizeit'
  ],
  awards: ['awards', 'honors', 'honours', 'achievements', 'awards and honors', 'key achievements', 'auszeichnungen', 'distinctions', 'premios', 'logros', 'prijzen', 'premi', 'riconoscimenti', 'premios y reconocimientos', 'honors and awards', 'honours and awards', 'awards & honors', 'scholarships'],
  publications: [
    'publications', 'publikationen', 'veroffentlichungen', 'publicaciones',
    // What an academic CV lists of its writing and speaking, in the seven languages: dated items, none of them a post.
    'peer reviewed publications', 'refereed publications', 'journal articles', 'refereed journal articles', 'articles', 'papers',
    'conference papers', 'conference proceedings', 'book chapters', 'books', 'preprints', 'working papers', 'patents',
    'talks', 'invited talks', 'presentations', 'conference presentations', 'posters', 'works', 'selected works',
    'zeitschriftenartikel', 'konferenzbeitrage', 'vortrage', 'publications scientifiques', 'articles de revues', 'communications',
    'articulos', 'ponencias', 'comunicaciones', 'publicacoes', 'artigos', 'apresentacoes', 'pubblicazioni', 'articoli',
    'pubblicazioni scientifiche', 'publicaties', 'artikelen', 'lezingen',
  ],
  volunteering: ['volunteering', 'volunteer experience', 'volunteer work', 'ehrenamt', 'benevolat', 'voluntariado', 'vrijwilligerswerk', 'volontariato', 'voluntariado e atividades', 'volunteer', 'volunteer activities', 'community involvement', 'leadership and volunteering'],
  other: [
    // An academic's students and theses supervised, in the seven languages: people and their dates, no posts held.
    'supervision', 'student supervision', 'students supervised', 'supervised students', 'thesis supervision', 'mentoring', 'advising',
    'doctoral committees', 'thesis committees', 'phd committees', 'dissertation committees', 'jurys de these', 'promotiekommissionen', 'promotiecommissies',
    'betreuung', 'betreute abschlussarbeiten', 'encadrement', 'encadrement doctoral', 'direccion de tesis', 'tesis dirigidas', 'supervisione', 'tesi seguite', 'orientacoes', 'begeleiding',
    'additional information', 'other', 'miscellaneous', 'sonstiges', 'divers', 'otros', 'links', 'memberships', 'affiliations', 'overige', 'praktisch', 'altro', 'outros', 'informazioni aggiuntive', 'ulteriori informazioni', 'informacoes adicionais', 'informacion adicional', 'aanvullende informatie',
    // Europass's closing sections in the seven languages: "Additional information", "Annexes", "Conferences and seminars".
    'zusatzliche informationen', 'informations complementaires', 'informacao adicional', 'annexes', 'anlagen', 'anexos', 'allegati', 'bijlagen',
    'conferences and seminars', 'konferenzen und seminare', 'conferences et seminaires', 'conferencias y seminarios', 'conferenze e seminari', 'conferencias e seminarios', 'conferenties en seminars', 'branches', 'military service', 'governance', 'activities and societies', 'extracurricular activities'],
};

/** What a CV's first line may call the document itself: a title, not a section, never a name. */
export const DOCUMENT_TITLES = [
  'curriculum vitae', 'resume', 'cv', 'lebenslauf', 'curriculum', 'hoja de vida', 'resume of', 'my resume', 'professional resume',
];

/** Headings that are also plausible first lines of a CV but never a candidate's name. */
// (Nor are the other papers of an application, in the seven languages: "Bewerbungsunterlagen", "Motivationsschreiben".)
export const NOT_A_NAME = [
  ...DOCUMENT_TITLES, 'contact', 'profile', 'bewerbungsunterlagen', 'bewerbung', 'motivationsschreiben', 'anschreiben', 'cover letter', 'motivation',
  'lettre de motivation', 'candidature', 'carta de presentacion', 'candidatura', 'lettera di presentazione', 'sollicitatiebrief', 'motivatiebrief',
  'sollicitatie', 'carta de apresentacao', 'application',
  // Nor the labels and the marital status a details column sets one a line ("Solteiro" over "E-mail").
  'e-mail', 'email', 'telefone', 'telefon', 'telephone', 'phone', 'linkedin', 'github',
];

/**
 * The marital status a details column sets one a line, in the seven languages: no name as a whole line, though a word of
 * one may be a given name ("marié" folds to "Marie").
 */
export const MARITAL_STATUS = [
  'single', 'married', 'ledig', 'verheiratet', 'celibataire', 'marie', 'mariee', 'soltero', 'soltera', 'casado', 'casada', 'solteiro', 'solteira',
  'celibe', 'nubile', 'sposato', 'sposata', 'coniugato', 'coniugata', 'ongehuwd', 'gehuwd', 'getrouwd',
];
