/** Word pools for the generated corpus. Split by position into tuning and held-out halves. */
export type Lang = 'en' | 'de' | 'fr' | 'es';

export const FIRST_NAMES = [
  'James', 'Olivia', 'Mohammed', 'Aisha', 'Liam', 'Sofia', 'Noah', 'Emma', 'Raj', 'Priya', 'Lucas', 'Chloe', 'Mateo', 'Lucia',
  'Thabo', 'Naledi', 'Wei', 'Mei', 'Hiroshi', 'Yuki', 'Kwame', 'Ama', 'Lars', 'Ingrid', 'Pierre', 'Camille', 'Jonas', 'Lena',
  'Diego', 'Valentina', 'Arjun', 'Ananya', 'Ethan', 'Grace', 'Omar', 'Fatima', 'Sebastian', 'Hannah', 'Carlos', 'Elena',
  'Daniel', 'Amelia', 'Kofi', 'Zanele', 'Tomasz', 'Katarzyna', 'Aleksandr', 'Irina', 'Benjamin', 'Charlotte',
];
export const LAST_NAMES = [
  'Okafor', 'Smith', 'Müller', 'García', 'Dubois', 'Nakamura', 'Patel', 'Johansson', 'Nkosi', 'Rossi', 'Kowalski', 'Chen',
  "O'Brien", 'Fernández', 'Schneider', 'Martin', 'Van der Berg', 'Mensah', 'Hughes', 'Lefèvre', 'Moreno', 'Fischer',
  'Sharma', 'Andersson', 'Ivanova', 'Walker', 'Bianchi', 'Silva', 'Kim', 'Nguyen', 'Abdullah', 'Murphy', 'Weber',
  'Laurent', 'Romero', 'Becker', 'Bernard', 'Torres', 'Kumar', 'Evans', 'Dlamini', 'Novak', 'Costa', 'Hoffmann',
  'Girard', 'Navarro', 'Wright', 'Tanaka', 'Haddad', 'Lindqvist',
];
export const NAME_PREFIXES = ['Dr.', 'Engr.', 'Dr', 'Prof.', 'Ing.', 'Mr.'];
export const CREDENTIALS = ['RN, BSN', 'Pr.Eng.', 'PhD', 'MBA', 'CPA', 'PMP', 'CEng', 'MSc', 'CFA', 'ACCA'];

export const PLACES: Record<Lang, { city: string; country: string; phone: string[] }[]> = {
  en: [
    { city: 'London', country: 'United Kingdom', phone: ['+44 20 7946 0{n3}', '020 7946 0{n3}', '+44 7700 900{n3}'] },
    { city: 'Manchester', country: 'UK', phone: ['+44 161 496 0{n3}', '0161 496 0{n3}'] },
    { city: 'New York', country: 'USA', phone: ['+1 212-555-0{n3}', '(212) 555-0{n3}', '+1 (646) 555 0{n3}'] },
    { city: 'Austin', country: 'TX', phone: ['(512) 555-0{n3}', '+1 512 555 0{n3}'] },
    { city: 'Toronto', country: 'Canada', phone: ['+1 416-555-0{n3}', '(416) 555-0{n3}'] },
    { city: 'Sydney', country: 'Australia', phone: ['+61 2 9876 5{n3}', '+61 412 345 {n3}'] },
    { city: 'Dublin', country: 'Ireland', phone: ['+353 1 234 5{n3}', '+353 87 123 4{n3}'] },
    { city: 'Bengaluru', country: 'India', phone: ['+91 98450 12{n3}', '+91 80 4123 4{n3}'] },
    { city: 'Johannesburg', country: 'South Africa', phone: ['+27 11 555 0{n3}', '+27 82 555 0{n3}'] },
    { city: 'Singapore', country: 'Singapore', phone: ['+65 6123 4{n3}', '+65 9123 4{n3}'] },
    { city: 'Dubai', country: 'United Arab Emirates', phone: ['+971 4 123 4{n3}', '+971 50 123 4{n3}'] },
    { city: 'Edinburgh', country: 'United Kingdom', phone: ['+44 131 496 0{n3}', '0131 496 0{n3}'] },
  ],
  de: [
    { city: 'Berlin', country: 'Deutschland', phone: ['+49 30 1234 5{n3}', '030 1234 5{n3}', '+49 151 2345 6{n3}'] },
    { city: 'München', country: 'Deutschland', phone: ['+49 89 1234 5{n3}', '089 1234 5{n3}'] },
    { city: 'Hamburg', country: 'Germany', phone: ['+49 40 1234 5{n3}'] },
    { city: 'Wien', country: 'Österreich', phone: ['+43 1 234 5{n3}'] },
    { city: 'Zürich', country: 'Schweiz', phone: ['+41 44 123 4{n3}', '+41 79 123 4{n3}'] },
  ],
  fr: [
    { city: 'Paris', country: 'France', phone: ['+33 1 42 68 5{n3}', '01 42 68 5{n3}', '+33 6 12 34 5{n3}'] },
    { city: 'Lyon', country: 'France', phone: ['+33 4 78 12 3{n3}', '04 78 12 3{n3}'] },
    { city: 'Bruxelles', country: 'Belgique', phone: ['+32 2 123 4{n3}'] },
    { city: 'Genève', country: 'Suisse', phone: ['+41 22 123 4{n3}'] },
  ],
  es: [
    { city: 'Madrid', country: 'España', phone: ['+34 912 345 {n3}', '+34 612 345 {n3}'] },
    { city: 'Barcelona', country: 'Spain', phone: ['+34 933 456 {n3}', '+34 655 123 {n3}'] },
    { city: 'Ciudad de México', country: 'México', phone: ['+52 55 1234 5{n3}'] },
    { city: 'Buenos Aires', country: 'Argentina', phone: ['+54 11 4123 4{n3}'] },
    { city: 'Bogotá', country: 'Colombia', phone: ['+57 1 234 5{n3}'] },
  ],
};

/** Career tracks: titles by seniority (junior → senior) with companies, skills and certifications that fit. */
export interface Track {
  titles: Record<Lang, string[]>;
  companies: string[];
  skills: string[];
  certifications: string[];
  highlights: string[];
  degree: { en: string; de: string; fr: string; es: string; field: string };
}

export const TRACKS: Track[] = [
  {
    titles: {
      en: ['Junior Software Developer', 'Software Engineer', 'Senior Software Engineer', 'Lead Software Engineer', 'Engineering Manager'],
      de: ['Junior Softwareentwickler', 'Softwareentwickler', 'Senior Softwareentwickler', 'Teamleiter Softwareentwicklung'],
      fr: ['Développeur Junior', 'Développeur Full Stack', 'Ingénieur Logiciel Senior', 'Responsable Technique'],
      es: ['Desarrollador Junior', 'Desarrollador de Software', 'Ingeniero de Software Senior', 'Jefe de Desarrollo'],
    },
    companies: ['Nimbus Technologies Ltd', 'Brightwave Software Inc.', 'Cloudline Systems', 'Quantix Labs', 'Helix Digital GmbH', 'Orbital Data SA', 'Northwind Solutions LLC', 'Bluepeak Tech', 'Datapoint Analytics Ltd', 'Vertex Software AG'],
    skills: ['JavaScript', 'TypeScript', 'Python', 'Java', 'Go', 'React', 'Node.js', 'Docker', 'Kubernetes', 'AWS', 'PostgreSQL', 'Git', 'GraphQL', 'Terraform', 'CI/CD', 'Microservices', 'Agile', 'Problem Solving', 'C#', '.NET', 'Azure', 'Redis', 'Linux', 'Scrum'],
    certifications: ['AWS Certified Solutions Architect – Associate', 'Certified Kubernetes Administrator (CKA)', 'Microsoft Certified: Azure Developer Associate', 'Google Professional Cloud Developer', 'Oracle Certified Professional Java SE 11 Developer', 'HashiCorp Certified: Terraform Associate'],
    highlights: ['Built a payments API handling 2 million requests per day', 'Reduced page load time by 40% through code splitting', 'Mentored four junior developers', 'Migrated legacy services to Kubernetes', 'Introduced automated testing, raising coverage to 85%'],
    degree: { en: 'BSc', de: 'Bachelor of Science', fr: 'Master', es: 'Grado', field: 'Computer Science' },
  },
  {
    titles: {
      en: ['Staff Nurse', 'Registered Nurse', 'Senior Staff Nurse', 'Charge Nurse', 'Nurse Manager'],
      de: ['Gesundheits- und Krankenpfleger', 'Krankenschwester', 'Stationsleiterin', 'Pflegedienstleiter'],
      fr: ['Infirmière', 'Infirmier Diplômé', 'Infirmière Coordinatrice', 'Cadre de Santé'],
      es: ['Enfermera', 'Enfermero Especialista', 'Supervisora de Enfermería', 'Jefa de Enfermería'],
    },
    companies: ["St Mary's Hospital", 'Royal Infirmary NHS Trust', 'Mercy Health Clinic', 'Charité Klinikum', 'Hôpital Saint-Louis', 'Hospital Universitario La Paz', 'Cedar Medical Center', 'Riverside Health Ltd', 'Klinikum Nord', 'Clínica Santa Elena'],
    skills: ['Patient Care', 'Medication Administration', 'Triage', 'Wound Care', 'BLS', 'ACLS', 'Infection Control', 'Electronic Health Records', 'Critical Care', 'IV Therapy', 'Care Planning', 'Teamwork', 'Communication', 'Empathy', 'Phlebotomy', 'Vital Signs Monitoring'],
    certifications: ['Basic Life Support (BLS)', 'Advanced Cardiac Life Support (ACLS)', 'Pediatric Advanced Life Support (PALS)', 'NMC Registration', 'Certified Emergency Nurse (CEN)'],
    highlights: ['Cared for up to 12 patients per shift on a busy surgical ward', 'Trained new nurses in infection control procedures', 'Reduced medication errors by introducing double checks', 'Coordinated discharge planning with social services'],
    degree: { en: 'BSc (Hons)', de: 'Bachelor of Science', fr: 'Licence', es: 'Grado', field: 'Nursing' },
  },
  {
    titles: {
      en: ['Accounts Assistant', 'Financial Analyst', 'Senior Financial Analyst', 'Finance Manager', 'Financial Controller'],
      de: ['Buchhalter', 'Finanzanalyst', 'Senior Controller', 'Leiter Finanzen'],
      fr: ['Comptable', 'Analyste Financier', 'Contrôleur de Gestion', 'Directeur Financier'],
      es: ['Contable', 'Analista Financiero', 'Controller Financiero', 'Director Financiero'],
    },
    companies: ['Meridian Capital Partners', 'Barclays Bank PLC', 'Sterling & Rowe LLP', 'Deutsche Finanz AG', 'Banque Lumière SA', 'Banco Atlántico', 'Crestview Investments Ltd', 'Harbor Insurance Group', 'Ernst & Young', 'Alpine Asset Management'],
    skills: ['Financial Analysis', 'Financial Modeling', 'Budgeting', 'Forecasting', 'Excel', 'SAP', 'IFRS', 'Accounting', 'Power BI', 'Risk Management', 'Variance Analysis', 'QuickBooks', 'Reconciliation', 'Attention to Detail', 'SQL', 'Payroll'],
    certifications: ['ACCA', 'Chartered Financial Analyst (CFA) Level II', 'CPA', 'CIMA Certificate in Business Accounting', 'Financial Modeling & Valuation Analyst (FMVA)'],
    highlights: ['Prepared monthly management accounts for a £40m business unit', 'Built a rolling forecast model in Excel', 'Cut month-end close from 10 to 6 days', 'Led the audit preparation with external auditors'],
    degree: { en: 'BA', de: 'Master of Science', fr: 'Master', es: 'Licenciatura', field: 'Accounting and Finance' },
  },
  {
    titles: {
      en: ['Graduate Civil Engineer', 'Civil Engineer', 'Senior Structural Engineer', 'Project Engineer', 'Principal Engineer'],
      de: ['Bauingenieur', 'Projektingenieur', 'Senior Projektleiter', 'Leiter Bauprojekte'],
      fr: ['Ingénieur Travaux', 'Ingénieur Structure', "Chef de Projet", 'Directeur de Travaux'],
      es: ['Ingeniero Civil', 'Ingeniero de Proyectos', 'Jefe de Obra', 'Director de Proyectos'],
    },
    companies: ['Arup Group', 'Balfour Construction Ltd', 'Hochtief Infrastruktur GmbH', 'Vinci Construction SA', 'Acciona Ingeniería', 'Stantec Consulting', 'Ironbridge Engineering', 'Granite Structures Inc.', 'Bouygues Bâtiment', 'Ferrovial Construcción'],
    skills: ['AutoCAD', 'Revit', 'Structural Analysis', 'Project Management', 'MS Project', 'BIM', 'Health and Safety', 'Civil Engineering', 'Site Supervision', 'Construction Management', 'Primavera', 'Quality Control', 'Surveying', 'Leadership'],
    certifications: ['Chartered Engineer (CEng)', 'PMP', 'NEBOSH General Certificate', 'PRINCE2 Practitioner', 'Professional Engineer (PE) License'],
    highlights: ['Designed reinforced concrete frames for a 12-storey office', 'Managed a £5m highway upgrade delivered on time', 'Supervised 30 site workers and subcontractors', 'Prepared technical reports for planning approval'],
    degree: { en: 'MEng', de: 'Diplom-Ingenieur', fr: "Diplôme d'Ingénieur", es: 'Ingeniería', field: 'Civil Engineering' },
  },
  {
    titles: {
      en: ['Marketing Assistant', 'Digital Marketing Executive', 'Marketing Manager', 'Senior Marketing Manager', 'Head of Marketing'],
      de: ['Marketing Assistent', 'Online Marketing Manager', 'Leiterin Marketing', 'Marketing Direktor'],
      fr: ['Assistante Marketing', 'Chargée de Marketing Digital', 'Responsable Marketing', 'Directrice Marketing'],
      es: ['Asistente de Marketing', 'Especialista en Marketing Digital', 'Gerente de Marketing', 'Directora de Marketing'],
    },
    companies: ['Brightside Media Ltd', 'Pinnacle Brands Inc.', 'Publicis Groupe', 'Kreativ Agentur GmbH', 'Studio Lumière', 'Grupo Prisma Comunicación', 'Fable & Co', 'Redline Advertising', 'Urban Retail Group', 'Nova Consumer Goods'],
    skills: ['Digital Marketing', 'SEO', 'Google Ads', 'Content Marketing', 'Social Media Marketing', 'HubSpot', 'Google Analytics', 'Email Marketing', 'Copywriting', 'Brand Management', 'Market Research', 'Adobe Photoshop', 'Creativity', 'Presentation Skills', 'CRM'],
    certifications: ['Google Ads Search Certification', 'HubSpot Content Marketing Certification', 'Google Analytics Individual Qualification', 'CIM Diploma in Professional Marketing'],
    highlights: ['Grew organic traffic by 120% in 12 months', 'Managed a £300k annual paid media budget', 'Launched three product campaigns across Europe', 'Built the email programme from scratch'],
    degree: { en: 'BA (Hons)', de: 'Bachelor of Arts', fr: 'Licence', es: 'Grado', field: 'Marketing' },
  },
  {
    titles: {
      en: ['Data Analyst', 'Business Intelligence Analyst', 'Data Scientist', 'Senior Data Scientist', 'Head of Data'],
      de: ['Datenanalyst', 'Data Scientist', 'Senior Data Scientist', 'Leiter Data Analytics'],
      fr: ['Analyste de Données', 'Data Scientist', 'Data Scientist Senior', 'Responsable Data'],
      es: ['Analista de Datos', 'Científico de Datos', 'Científico de Datos Senior', 'Jefe de Analítica'],
    },
    companies: ['Insight Analytics Ltd', 'Quantum Retail Group', 'DataForge Inc.', 'Statista GmbH', 'Criteo SA', 'Telefónica Digital', 'Lumen Insights', 'Skyline Insurance Ltd', 'Metricon Labs', 'Open Data Institute'],
    skills: ['Python', 'SQL', 'Machine Learning', 'Pandas', 'scikit-learn', 'Tableau', 'Power BI', 'Statistics', 'Data Visualization', 'TensorFlow', 'Spark', 'Excel', 'A/B Testing', 'Data Analysis', 'R', 'Snowflake'],
    certifications: ['Google Data Analytics Professional Certificate', 'Microsoft Certified: Power BI Data Analyst Associate', 'Tableau Desktop Specialist', 'Databricks Certified Data Engineer Associate', 'IBM Data Science Professional Certificate'],
    highlights: ['Built a churn model that cut customer losses by 15%', 'Automated weekly reporting, saving 10 hours a week', 'Designed A/B tests for the checkout funnel', 'Created executive dashboards in Tableau'],
    degree: { en: 'MSc', de: 'Master of Science', fr: 'Master', es: 'Máster', field: 'Data Science' },
  },
];

export const UNIVERSITIES: Record<Lang, string[]> = {
  en: ['University of Manchester', "King's College London", 'University of Toronto', 'University of Cape Town', 'Trinity College Dublin', 'University of Edinburgh', 'Imperial College London', 'University of Sydney', 'Indian Institute of Technology Delhi', 'University of Texas at Austin', 'National University of Singapore', 'University of Leeds'],
  de: ['Technische Universität München', 'Humboldt-Universität zu Berlin', 'Universität Hamburg', 'Hochschule für Technik Stuttgart', 'Universität Wien', 'ETH Zürich'],
  fr: ['Université Paris-Saclay', 'École Centrale de Lyon', 'Université de Lyon', 'Sciences Po Paris', 'Université Libre de Bruxelles', 'École Polytechnique'],
  es: ['Universidad Complutense de Madrid', 'Universidad de Barcelona', 'Universidad Politécnica de Madrid', 'Universidad de Buenos Aires', 'Universidad Nacional Autónoma de México', 'Universidad de los Andes'],
};

export const LANGUAGE_NAMES: Record<Lang, Record<string, string>> = {
  en: { English: 'English', German: 'German', French: 'French', Spanish: 'Spanish', Italian: 'Italian', Mandarin: 'Mandarin', Hindi: 'Hindi', Arabic: 'Arabic', Portuguese: 'Portuguese', Dutch: 'Dutch' },
  de: { English: 'Englisch', German: 'Deutsch', French: 'Französisch', Spanish: 'Spanisch', Italian: 'Italienisch', Mandarin: 'Mandarin', Hindi: 'Hindi', Arabic: 'Arabisch', Portuguese: 'Portugiesisch', Dutch: 'Niederländisch' },
  fr: { English: 'Anglais', German: 'Allemand', French: 'Français', Spanish: 'Espagnol', Italian: 'Italien', Mandarin: 'Mandarin', Hindi: 'Hindi', Arabic: 'Arabe', Portuguese: 'Portugais', Dutch: 'Néerlandais' },
  es: { English: 'Inglés', German: 'Alemán', French: 'Francés', Spanish: 'Español', Italian: 'Italiano', Mandarin: 'Mandarín', Hindi: 'Hindi', Arabic: 'Árabe', Portuguese: 'Portugués', Dutch: 'Neerlandés' },
};

export const LEVELS: Record<Lang, string[]> = {
  en: ['native', 'fluent', 'professional working proficiency', 'intermediate', 'B2', 'C1', 'basic'],
  de: ['Muttersprache', 'fließend', 'verhandlungssicher', 'gute Kenntnisse', 'B2', 'C1', 'Grundkenntnisse'],
  fr: ['langue maternelle', 'courant', 'bilingue', 'intermédiaire', 'B2', 'C1', 'notions'],
  es: ['nativo', 'fluido', 'bilingüe', 'intermedio', 'B2', 'C1', 'básico'],
};

/** Section headings by language; each list is split into tuning (even) and held-out (odd) wordings. */
export const HEADINGS: Record<Lang, Record<'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'languages' | 'references' | 'contact', string[]>> = {
  en: {
    summary: ['Profile', 'Personal Statement', 'Summary', 'Professional Summary', 'About Me', 'Career Profile'],
    experience: ['Experience', 'Employment History', 'Professional Experience', 'Work History', 'Work Experience', 'Career History'],
    education: ['Education', 'Academic Background', 'Education & Training', 'Qualifications', 'Academic Qualifications', 'Education and Training'],
    skills: ['Skills', 'Core Competencies', 'Key Skills', 'Technical Skills', 'Areas of Expertise', 'Skills & Abilities'],
    certifications: ['Certifications', 'Licences & Certifications', 'Certificates', 'Licenses and Certifications', 'Professional Certifications', 'Courses and Certifications'],
    languages: ['Languages', 'Language Skills', 'Languages', 'Spoken Languages'],
    references: ['References', 'Referees'],
    contact: ['Contact', 'Contact Details', 'Personal Details', 'Contact Information'],
  },
  de: {
    summary: ['Profil', 'Kurzprofil', 'Über mich', 'Zusammenfassung'],
    experience: ['Berufserfahrung', 'Beruflicher Werdegang', 'Berufspraxis', 'Berufliche Stationen'],
    education: ['Ausbildung', 'Bildungsweg', 'Studium', 'Akademischer Werdegang'],
    skills: ['Kenntnisse', 'Kompetenzen', 'Fähigkeiten', 'Kernkompetenzen'],
    certifications: ['Zertifikate', 'Weiterbildungen', 'Zertifizierungen', 'Fortbildungen'],
    languages: ['Sprachen', 'Sprachkenntnisse', 'Sprachen', 'Fremdsprachen'],
    references: ['Referenzen', 'Referenzen'],
    contact: ['Kontakt', 'Kontaktdaten', 'Persönliche Daten', 'Kontakt'],
  },
  fr: {
    summary: ['Profil', 'Profil professionnel', 'À propos', 'Résumé'],
    experience: ['Expérience professionnelle', 'Expériences professionnelles', 'Parcours professionnel', 'Expériences'],
    education: ['Formation', 'Études', 'Formation académique', 'Diplômes'],
    skills: ['Compétences', 'Compétences techniques', 'Compétences clés', 'Savoir-faire'],
    certifications: ['Certifications', 'Certificats', 'Certifications', 'Certificats et formations'],
    languages: ['Langues', 'Compétences linguistiques', 'Langues', 'Langues étrangères'],
    references: ['Références', 'Références professionnelles'],
    contact: ['Contact', 'Coordonnées', 'Contact', 'Coordonnées'],
  },
  es: {
    summary: ['Perfil', 'Perfil profesional', 'Sobre mí', 'Resumen profesional'],
    experience: ['Experiencia laboral', 'Experiencia profesional', 'Trayectoria profesional', 'Experiencia'],
    education: ['Formación', 'Educación', 'Formación académica', 'Estudios'],
    skills: ['Habilidades', 'Competencias', 'Conocimientos', 'Competencias clave'],
    certifications: ['Certificaciones', 'Certificados', 'Cursos y certificaciones', 'Certificaciones'],
    languages: ['Idiomas', 'Idiomas', 'Lenguas', 'Idiomas'],
    references: ['Referencias', 'Referencias'],
    contact: ['Contacto', 'Datos de contacto', 'Contacto', 'Datos personales'],
  },
};

export const MONTHS: Record<Lang, { long: string[]; short: string[] }> = {
  en: { long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'], short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] },
  de: { long: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'], short: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'] },
  fr: { long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'], short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] },
  es: { long: ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'], short: ['Ene.', 'Feb.', 'Mar.', 'Abr.', 'May.', 'Jun.', 'Jul.', 'Ago.', 'Sept.', 'Oct.', 'Nov.', 'Dic.'] },
};

export const PRESENT: Record<Lang, string[]> = {
  en: ['Present', 'Current', 'Till date', 'Now', 'to date'],
  de: ['heute', 'aktuell', 'heute', 'jetzt'],
  fr: ["aujourd'hui", 'présent', 'ce jour', 'en cours'],
  es: ['Actualidad', 'presente', 'la fecha', 'actual'],
};
export const SINCE: Record<Lang, string> = { en: 'Since', de: 'seit', fr: 'depuis', es: 'Desde' };

export const SUMMARIES: Record<Lang, string[]> = {
  en: ['Results-driven professional with a track record of delivering projects on time and on budget.', 'Dedicated and adaptable specialist who enjoys solving hard problems with a team.', 'Experienced professional seeking a challenging role in a growing organisation.'],
  de: ['Engagierte Fachkraft mit langjähriger Erfahrung und hoher Zuverlässigkeit.', 'Teamorientierter Profi mit Freude an komplexen Aufgaben.'],
  fr: ["Professionnel rigoureux avec une solide expérience dans la conduite de projets.", "Spécialiste motivé, à l'aise en équipe et orienté résultats."],
  es: ['Profesional proactivo con amplia experiencia en la gestión de proyectos.', 'Especialista comprometido con orientación a resultados y trabajo en equipo.'],
};
