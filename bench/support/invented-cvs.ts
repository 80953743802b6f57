/**
 * Eight invented candidates, one or two per language of the real-world set (English ×2, German, French,
 * Spanish, Dutch, Italian, Portuguese), written as people in those countries write their CVs: the facts
 * bench/page-designs.ts lays out in the page designs CV tools use and scores with the real-world set's
 * own scorer. Every person, employer and figure here is made up.
 */

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it' | 'pt';

export interface InventedJob {
  title: string;
  company: string;
  city: string;
  /** YYYY-MM. */
  start: string;
  /** YYYY-MM, or null while the job goes on. */
  end: string | null;
  bullets: string[];
}

export interface InventedSchool {
  institution: string;
  degree: string;
  city: string;
  start: string;
  end: string;
}

export interface InventedCv {
  id: string;
  lang: Lang;
  name: string;
  headline: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  linkedin: string;
  summary: string;
  jobs: InventedJob[];
  schools: InventedSchool[];
  skills: string[];
  languages: { name: string; level: string }[];
  certifications: string[];
}

export interface Words {
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  certifications: string;
  contact: string;
  present: string;
  months: string[];
  /** Europass's left-column labels. */
  personal: string;
  email: string;
  phone: string;
  address: string;
  /** "Mother tongue(s)", "Other language(s)" as Europass prints them. */
  motherTongue: string;
  otherLanguages: string;
}

export const WORDS: Record<Lang, Words> = {
  en: {
    profile: 'Profile', experience: 'Work Experience', education: 'Education', skills: 'Skills', languages: 'Languages', certifications: 'Certifications', contact: 'Contact', present: 'Present',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    personal: 'Personal information', email: 'Email', phone: 'Phone', address: 'Address', motherTongue: 'Mother tongue(s)', otherLanguages: 'Other language(s)',
  },
  de: {
    profile: 'Profil', experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse', languages: 'Sprachen', certifications: 'Zertifikate', contact: 'Kontakt', present: 'heute',
    months: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    personal: 'Angaben zur Person', email: 'E-Mail', phone: 'Telefon', address: 'Adresse', motherTongue: 'Muttersprache(n)', otherLanguages: 'Weitere Sprache(n)',
  },
  fr: {
    profile: 'Profil', experience: 'Expérience professionnelle', education: 'Formation', skills: 'Compétences', languages: 'Langues', certifications: 'Certifications', contact: 'Contact', present: "aujourd'hui",
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    personal: 'Informations personnelles', email: 'Courriel', phone: 'Téléphone', address: 'Adresse', motherTongue: 'Langue(s) maternelle(s)', otherLanguages: 'Autre(s) langue(s)',
  },
  es: {
    profile: 'Perfil', experience: 'Experiencia laboral', education: 'Formación académica', skills: 'Habilidades', languages: 'Idiomas', certifications: 'Certificaciones', contact: 'Contacto', present: 'actualidad',
    months: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
    personal: 'Información personal', email: 'Correo electrónico', phone: 'Teléfono', address: 'Dirección', motherTongue: 'Lengua(s) materna(s)', otherLanguages: 'Otro(s) idioma(s)',
  },
  nl: {
    profile: 'Profiel', experience: 'Werkervaring', education: 'Opleiding', skills: 'Vaardigheden', languages: 'Talen', certifications: 'Certificaten', contact: 'Contact', present: 'heden',
    months: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    personal: 'Persoonlijke informatie', email: 'E-mail', phone: 'Telefoon', address: 'Adres', motherTongue: 'Moedertaal', otherLanguages: 'Andere talen',
  },
  it: {
    profile: 'Profilo', experience: 'Esperienza professionale', education: 'Istruzione e formazione', skills: 'Competenze', languages: 'Lingue', certifications: 'Certificazioni', contact: 'Contatti', present: 'oggi',
    months: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
    personal: 'Informazioni personali', email: 'E-mail', phone: 'Telefono', address: 'Indirizzo', motherTongue: 'Lingua madre', otherLanguages: 'Altre lingue',
  },
  pt: {
    profile: 'Perfil', experience: 'Experiência profissional', education: 'Formação académica', skills: 'Competências', languages: 'Idiomas', certifications: 'Certificações', contact: 'Contacto', present: 'atual',
    months: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
    personal: 'Informação pessoal', email: 'Email', phone: 'Telefone', address: 'Morada', motherTongue: 'Língua(s) materna(s)', otherLanguages: 'Outra(s) língua(s)',
  },
};

export const CANDIDATES: InventedCv[] = [
  {
    id: 'en-grant', lang: 'en', name: 'Olivia Grant', headline: 'Senior Product Manager', email: 'olivia.grant@mailbox.example', phone: '+44 7700 900412', city: 'London', country: 'United Kingdom',
    linkedin: 'linkedin.com/in/olivia-grant-pm',
    summary: 'Product manager with ten years in consumer software, most recently leading a team of eight across web and mobile. I turn research into roadmaps that ship and measure what they change.',
    jobs: [
      { title: 'Senior Product Manager', company: 'Skyline Media Group', city: 'London', start: '2021-04', end: null, bullets: [
        'Led the subscription checkout redesign across web and mobile, lifting conversion by 18% within two quarters of launch.',
        'Set up a quarterly discovery programme with customer interviews and usage analytics for three product squads.',
      ] },
      { title: 'Product Manager', company: 'Brightwave Software Ltd', city: 'Manchester', start: '2017-09', end: '2021-03', bullets: [
        'Owned the reporting module used by 1,200 business customers and cut support tickets about it by a third.',
        'Wrote and prioritised the backlog with two engineering teams working in two-week sprints.',
      ] },
      { title: 'Business Analyst', company: 'Harper & Cole Consulting', city: 'Leeds', start: '2014-07', end: '2017-08', bullets: [
        'Mapped order-to-cash processes for retail clients and documented requirements for their ERP migrations.',
      ] },
    ],
    schools: [
      { institution: 'University of Warwick', degree: 'MSc Management', city: 'Coventry', start: '2013-09', end: '2014-09' },
      { institution: 'University of Leeds', degree: 'BA (Hons) Economics', city: 'Leeds', start: '2010-09', end: '2013-06' },
    ],
    skills: ['Product strategy', 'Roadmapping', 'SQL', 'Jira', 'A/B testing', 'Stakeholder management', 'Figma', 'Google Analytics'],
    languages: [{ name: 'English', level: 'Native' }, { name: 'French', level: 'C1' }, { name: 'Spanish', level: 'B1' }],
    certifications: ['Certified Scrum Product Owner (CSPO)'],
  },
  {
    id: 'en-bell', lang: 'en', name: 'Marcus Bell', headline: 'Registered Nurse', email: 'marcus.bell@post.example', phone: '(303) 555-0148', city: 'Denver, CO', country: 'USA',
    linkedin: 'linkedin.com/in/marcusbellrn',
    summary: 'Registered nurse with eight years of hands-on patient care in acute and long-term settings. Calm under pressure and trusted by families to explain care plans clearly.',
    jobs: [
      { title: 'Registered Nurse', company: 'St. Joseph Hospital', city: 'Denver, CO', start: '2019-06', end: null, bullets: [
        'Care for up to six patients per shift on a 32-bed medical-surgical unit, including post-operative and telemetry patients.',
        'Precept newly graduated nurses during their twelve-week orientation.',
      ] },
      { title: 'Patient Care Technician', company: 'Mercy Regional Medical Center', city: 'Durango, CO', start: '2016-01', end: '2019-05', bullets: [
        'Recorded vital signs, assisted with mobility and hygiene, and reported changes in condition to the charge nurse.',
      ] },
      { title: 'Caregiver', company: 'Sunrise Senior Living', city: 'Pueblo, CO', start: '2014-03', end: '2015-12', bullets: [
        'Supported twelve residents with daily living, meals and medication reminders.',
      ] },
    ],
    schools: [
      { institution: 'Regis University', degree: 'Bachelor of Science in Nursing', city: 'Denver, CO', start: '2017-08', end: '2019-05' },
      { institution: 'Pueblo Community College', degree: 'Associate of Applied Science', city: 'Pueblo, CO', start: '2013-08', end: '2015-05' },
    ],
    skills: ['Patient assessment', 'IV therapy', 'Epic EHR', 'Wound care', 'Medication administration', 'Care planning'],
    languages: [{ name: 'English', level: 'Native' }, { name: 'Spanish', level: 'Conversational' }],
    certifications: ['Basic Life Support (BLS)', 'Advanced Cardiovascular Life Support (ACLS)'],
  },
  {
    id: 'de-vogel', lang: 'de', name: 'Katharina Vogel', headline: 'Bilanzbuchhalterin', email: 'k.vogel@postfach.example', phone: '+49 40 555 81234', city: 'Hamburg', country: 'Deutschland',
    linkedin: 'linkedin.com/in/katharina-vogel-hh',
    summary: 'Bilanzbuchhalterin mit über zehn Jahren Erfahrung in Konzern- und Einzelabschlüssen nach HGB und IFRS. Ich führe ein Team von fünf Mitarbeitenden und verantworte die Monatsabschlüsse.',
    jobs: [
      { title: 'Leiterin Finanzbuchhaltung', company: 'Hanseatic Logistik GmbH', city: 'Hamburg', start: '2020-02', end: null, bullets: [
        'Verantwortung für Monats- und Jahresabschlüsse von drei Gesellschaften nach HGB sowie das Reporting an die Muttergesellschaft.',
        'Einführung eines digitalen Rechnungseingangs und Verkürzung der Abschlusszeit um vier Arbeitstage.',
      ] },
      { title: 'Bilanzbuchhalterin', company: 'Nordlicht Versicherung AG', city: 'Kiel', start: '2015-08', end: '2020-01', bullets: [
        'Erstellung der Einzelabschlüsse und Abstimmung der Intercompany-Konten.',
        'Ansprechpartnerin für Wirtschaftsprüfer und Betriebsprüfung.',
      ] },
      { title: 'Steuerfachangestellte', company: 'Kanzlei Petersen & Partner', city: 'Lübeck', start: '2012-08', end: '2015-07', bullets: [
        'Finanz- und Lohnbuchhaltung für mittelständische Mandanten mit DATEV.',
      ] },
    ],
    schools: [
      { institution: 'Universität Hamburg', degree: 'Bachelor of Arts Betriebswirtschaftslehre', city: 'Hamburg', start: '2015-10', end: '2019-09' },
      { institution: 'Thomas-Mann-Schule', degree: 'Abitur', city: 'Lübeck', start: '2003-08', end: '2012-06' },
    ],
    skills: ['DATEV', 'SAP FI', 'HGB', 'IFRS', 'Konzernabschluss', 'MS Excel'],
    languages: [{ name: 'Deutsch', level: 'Muttersprache' }, { name: 'Englisch', level: 'verhandlungssicher' }, { name: 'Dänisch', level: 'Grundkenntnisse' }],
    certifications: ['Geprüfte Bilanzbuchhalterin (IHK)'],
  },
  {
    id: 'fr-laurent', lang: 'fr', name: 'Camille Laurent', headline: 'Développeuse full stack', email: 'camille.laurent@courriel.example', phone: '06 12 34 56 78', city: 'Nantes', country: 'France',
    linkedin: 'linkedin.com/in/camille-laurent-dev',
    summary: "Développeuse full stack depuis huit ans, je conçois des applications web accessibles pour des clients publics et privés. J'aime transmettre et relire le code de l'équipe.",
    jobs: [
      { title: 'Développeuse full stack', company: 'Atelier Numérique SAS', city: 'Nantes', start: '2020-09', end: null, bullets: [
        "Conception et développement d'un portail de démarches en ligne utilisé par 40 000 usagers chaque mois.",
        "Mise en place de l'intégration continue et des tests automatisés pour quatre projets clients.",
      ] },
      { title: 'Développeuse web', company: 'Agence Pixel Ouest', city: 'Rennes', start: '2017-10', end: '2020-08', bullets: [
        'Réalisation de sites vitrines et de boutiques en ligne pour des commerçants de la région.',
      ] },
      { title: 'Stagiaire en développement', company: 'Crédit Maritime', city: 'Brest', start: '2017-03', end: '2017-08', bullets: [
        "Développement d'un outil interne de suivi des demandes de prêt.",
      ] },
    ],
    schools: [
      { institution: 'Université de Nantes', degree: 'Master Informatique', city: 'Nantes', start: '2015-09', end: '2017-09' },
      { institution: 'Université de Bretagne Occidentale', degree: 'Licence Informatique', city: 'Brest', start: '2012-09', end: '2015-06' },
    ],
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
    languages: [{ name: 'Français', level: 'langue maternelle' }, { name: 'Anglais', level: 'courant' }, { name: 'Espagnol', level: 'notions' }],
    certifications: [],
  },
  {
    id: 'es-romero', lang: 'es', name: 'Lucía Romero Sánchez', headline: 'Responsable de logística', email: 'lucia.romero@correo.example', phone: '+34 612 345 678', city: 'Valencia', country: 'España',
    linkedin: 'linkedin.com/in/luciaromerosanchez',
    summary: 'Profesional de la logística con más de diez años de experiencia en distribución y compras. Coordino equipos de almacén y transporte con foco en el servicio al cliente.',
    jobs: [
      { title: 'Responsable de logística', company: 'Mercaluz Distribución S.L.', city: 'Valencia', start: '2019-03', end: null, bullets: [
        'Dirección de un almacén de 12.000 m² y de un equipo de 25 personas en tres turnos.',
        'Reducción de los plazos de entrega a tiendas en un 20 % tras rediseñar las rutas de reparto.',
      ] },
      { title: 'Técnica de compras', company: 'Cerámicas del Turia S.A.', city: 'Castellón', start: '2015-05', end: '2019-02', bullets: [
        'Negociación con proveedores nacionales e internacionales de materias primas.',
      ] },
      { title: 'Auxiliar administrativa', company: 'Transportes Levante', city: 'Sagunto', start: '2013-09', end: '2015-04', bullets: [
        'Gestión de albaranes, facturación y atención telefónica a clientes.',
      ] },
    ],
    schools: [
      { institution: 'Universidad Politécnica de Valencia', degree: 'Máster en Logística Integral', city: 'Valencia', start: '2015-10', end: '2016-07' },
      { institution: 'Universitat de València', degree: 'Grado en Administración y Dirección de Empresas', city: 'Valencia', start: '2009-09', end: '2013-06' },
    ],
    skills: ['SAP MM', 'Gestión de inventarios', 'Microsoft Excel', 'Power BI', 'Negociación con proveedores'],
    languages: [{ name: 'Español', level: 'nativo' }, { name: 'Valenciano', level: 'nativo' }, { name: 'Inglés', level: 'B2' }],
    certifications: [],
  },
  {
    id: 'nl-devries', lang: 'nl', name: 'Daan de Vries', headline: 'Teamleider klantenservice', email: 'daan.devries@postbus.example', phone: '06 12345678', city: 'Rotterdam', country: 'Nederland',
    linkedin: 'linkedin.com/in/daandevries',
    summary: 'Teamleider met ruim tien jaar ervaring in klantcontact en verkoop. Ik coach medewerkers op kwaliteit en houd van duidelijke afspraken.',
    jobs: [
      { title: 'Teamleider klantenservice', company: 'Havenstad Energie B.V.', city: 'Rotterdam', start: '2018-11', end: null, bullets: [
        'Aansturen van een team van 14 medewerkers die dagelijks ruim 600 klantvragen per telefoon en chat afhandelen.',
        'Invoeren van een nieuwe werkwijze voor klachten, waardoor de klanttevredenheid steeg van 7,1 naar 7,9.',
      ] },
      { title: 'Medewerker klantenservice', company: 'Zuidwest Verzekeringen', city: 'Breda', start: '2015-02', end: '2018-10', bullets: [
        'Beantwoorden van vragen over polissen en schademeldingen.',
      ] },
      { title: 'Verkoopmedewerker', company: 'Bakkerij Jansen', city: 'Delft', start: '2012-06', end: '2015-01', bullets: [
        'Klanten helpen in de winkel en de kassa opmaken.',
      ] },
    ],
    schools: [
      { institution: 'Hogeschool Rotterdam', degree: 'HBO Bedrijfskunde', city: 'Rotterdam', start: '2012-09', end: '2016-07' },
      { institution: 'Albeda College', degree: 'MBO Commerciële Economie', city: 'Rotterdam', start: '2009-09', end: '2012-06' },
    ],
    skills: ['Salesforce', 'Klantcontact', 'Coaching', 'Planning', 'Microsoft Office'],
    languages: [{ name: 'Nederlands', level: 'moedertaal' }, { name: 'Engels', level: 'goed' }, { name: 'Duits', level: 'redelijk' }],
    certifications: [],
  },
  {
    id: 'it-conti', lang: 'it', name: 'Giulia Conti', headline: 'Ingegnere meccanico', email: 'giulia.conti@posta.example', phone: '+39 333 123 4567', city: 'Torino', country: 'Italia',
    linkedin: 'linkedin.com/in/giuliaconti-ing',
    summary: "Ingegnere meccanico con esperienza nella progettazione di macchine automatiche e nell'industrializzazione. Lavoro volentieri con la produzione per migliorare i processi.",
    jobs: [
      { title: 'Ingegnere progettista', company: 'Automazioni Piemonte S.p.A.', city: 'Torino', start: '2019-01', end: null, bullets: [
        'Progettazione di gruppi meccanici per macchine di confezionamento, dalla specifica al collaudo presso il cliente.',
        'Riduzione del 15% dei costi di una linea grazie alla standardizzazione dei componenti.',
      ] },
      { title: 'Progettista junior', company: 'Officine Dora S.r.l.', city: 'Ivrea', start: '2016-06', end: '2018-12', bullets: [
        'Disegni costruttivi e distinte base in SolidWorks per attrezzature su commessa.',
      ] },
      { title: 'Tirocinante ufficio tecnico', company: 'Meccanica Sabauda', city: 'Moncalieri', start: '2016-01', end: '2016-05', bullets: [
        'Supporto al reparto qualità nelle misure e nei controlli di collaudo.',
      ] },
    ],
    schools: [
      { institution: 'Politecnico di Torino', degree: 'Laurea Magistrale in Ingegneria Meccanica', city: 'Torino', start: '2013-09', end: '2015-12' },
      { institution: 'Università degli Studi di Genova', degree: 'Laurea Triennale in Ingegneria Meccanica', city: 'Genova', start: '2010-09', end: '2013-07' },
    ],
    skills: ['SolidWorks', 'CATIA', 'AutoCAD', 'FEM', 'Lean manufacturing'],
    languages: [{ name: 'Italiano', level: 'madrelingua' }, { name: 'Inglese', level: 'C1' }, { name: 'Francese', level: 'B1' }],
    certifications: ['Lean Six Sigma Green Belt'],
  },
  {
    id: 'pt-almeida', lang: 'pt', name: 'Beatriz Almeida', headline: 'Analista de marketing digital', email: 'beatriz.almeida@correio.example', phone: '+351 912 345 678', city: 'Porto', country: 'Portugal',
    linkedin: 'linkedin.com/in/beatriz-almeida-mkt',
    summary: 'Analista de marketing digital com experiência em campanhas pagas, SEO e redes sociais. Gosto de decidir com base em dados e de trabalhar com equipas criativas.',
    jobs: [
      { title: 'Analista de marketing digital', company: 'Vinhos do Douro Lda.', city: 'Porto', start: '2020-05', end: null, bullets: [
        'Gestão de campanhas no Google Ads e Meta Ads com um orçamento anual de 150 mil euros.',
        'Aumento do tráfego orgânico da loja online em 60% em dois anos.',
      ] },
      { title: 'Assistente de comunicação', company: 'Câmara Municipal de Braga', city: 'Braga', start: '2017-02', end: '2020-04', bullets: [
        'Produção de conteúdos para as redes sociais e a newsletter do município.',
      ] },
      { title: 'Estagiária de marketing', company: 'Têxteis Minho S.A.', city: 'Guimarães', start: '2016-09', end: '2017-01', bullets: [
        'Apoio na organização de feiras e na preparação de catálogos.',
      ] },
    ],
    schools: [
      { institution: 'Universidade do Porto', degree: 'Mestrado em Marketing', city: 'Porto', start: '2014-09', end: '2016-07' },
      { institution: 'Universidade do Minho', degree: 'Licenciatura em Ciências da Comunicação', city: 'Braga', start: '2011-09', end: '2014-07' },
    ],
    skills: ['Google Ads', 'SEO', 'Meta Ads', 'Hootsuite', 'Canva', 'Google Analytics'],
    languages: [{ name: 'Português', level: 'nativo' }, { name: 'Inglês', level: 'fluente' }, { name: 'Espanhol', level: 'intermédio' }],
    certifications: [],
  },
  {
    // Real CVs' everyday mess: a team after the role, a place in brackets after the employer, freelance work, an
    // open period written "Now", a duty paragraph instead of bullets, an internship, a school still attended.
    id: 'en-okafor', lang: 'en', name: 'Chidi Okafor', headline: 'Backend Engineer', email: 'chidi.okafor@inbox.example', phone: '+1 (416) 555-0199', city: 'Toronto, ON', country: 'Canada',
    linkedin: 'linkedin.com/in/chidiokafor',
    summary: 'Backend engineer who builds payment and billing services in Go and Python. Happiest when a system is simple enough to explain on one page.',
    jobs: [
      { title: 'Senior Software Engineer, Payments Team', company: 'Maple Ledger Inc.', city: 'Toronto, ON', start: '2022-02', end: null, bullets: [
        'Own the settlement service that moves 40 million dollars a day between banks and merchants.',
        'Cut the nightly reconciliation from three hours to twenty minutes by streaming ledger entries.',
      ] },
      { title: 'Backend Developer', company: 'Freelance', city: 'Remote', start: '2019-06', end: '2022-01', bullets: [
        'Built order and invoicing APIs for six small online shops, from the data model to deployment on AWS.',
      ] },
      { title: 'Software Engineering Intern', company: 'Northern Rail Analytics', city: 'Waterloo, ON', start: '2018-05', end: '2018-08', bullets: [
        'Wrote a tool that flags late trains from GPS data, used by the operations desk every morning.',
      ] },
    ],
    schools: [
      { institution: 'University of Waterloo', degree: 'Bachelor of Applied Science in Computer Engineering', city: 'Waterloo, ON', start: '2015-09', end: '2019-04' },
      { institution: 'Humber College', degree: 'Certificate in Cloud Computing', city: 'Toronto, ON', start: '2025-09', end: '2027-04' },
    ],
    skills: ['Go', 'Python', 'PostgreSQL', 'Kafka', 'gRPC', 'AWS', 'Terraform'],
    languages: [{ name: 'English', level: 'Native' }, { name: 'Igbo', level: 'Fluent' }, { name: 'French', level: 'Intermediate' }],
    certifications: ['AWS Certified Solutions Architect – Associate'],
  },
];

/** The real-world set's label for an invented CV: the fields as its README defines them. */
export function labelOf(cv: InventedCv, file: string, yearOnly: boolean) {
  const date = (value: string | null) => (value === null ? 'present' : yearOnly ? value.slice(0, 4) : value);
  return {
    file,
    fullName: cv.name,
    email: cv.email,
    phone: cv.phone,
    location: cv.city,
    linkedin: cv.linkedin,
    summary: cv.summary.split(/(?<=\.)\s/)[0] as string | null,
    experience: cv.jobs.map((job) => ({ title: job.title, company: job.company, start: date(job.start), end: date(job.end) })),
    education: cv.schools.map((school) => ({ institution: school.institution, degree: school.degree, end: school.end.slice(0, 4) })),
    skills: cv.skills,
    certifications: cv.certifications,
    languages: cv.languages.map((language) => language.name),
    totalYearsExperience: totalYears(cv.jobs, yearOnly),
  };
}

/** The README's rule: the union of the job periods, present = November 2026, a YYYY-MM end includes its month. */
function totalYears(jobs: InventedJob[], yearOnly: boolean): number {
  const months = new Set<number>();
  for (const job of jobs) {
    const [sy, sm] = job.start.split('-').map(Number);
    const start = yearOnly ? sy * 12 : sy * 12 + sm - 1;
    let end: number;
    if (job.end === null) end = 2026 * 12 + 10 + 1;
    else {
      const [ey, em] = job.end.split('-').map(Number);
      end = yearOnly ? ey * 12 : ey * 12 + em;
    }
    for (let m = start; m < end; m++) months.add(m);
  }
  return Math.round((months.size / 12) * 10) / 10;
}
