/**
 * The skills lexicon: canonical name first, then aliases, separated by "|". Matching is
 * case-insensitive on the whole item, so "js", "JavaScript (ES6)" normalise to "JavaScript".
 * Each skill has one category; analytics groups skills by it.
 */
export const SKILLS_BY_CATEGORY: Record<string, string[]> = {
  'Programming Languages': [
    'JavaScript|js|ecmascript|es6|javascript es6', 'TypeScript|ts', 'Python|python3|python 3', 'Java|core java|java se|java ee|j2ee',
    'C#|c sharp|csharp', 'C++|cpp', 'C', 'Go|golang|go lang', 'Rust', 'Ruby', 'PHP', 'Swift', 'Kotlin', 'Scala',
    'R|r programming|r language', 'MATLAB', 'Perl', 'Objective-C', 'Dart', 'Elixir', 'Haskell', 'Clojure', 'Lua',
    'Bash|shell scripting|shell|bash scripting', 'PowerShell', 'VBA|excel vba', 'COBOL', 'Fortran', 'Groovy',
    'SQL|structured query language', 'PL/SQL|plsql|oracle pl/sql|oracle pl-sql', 'T-SQL|tsql', 'Assembly', 'Julia',
    'Solidity', 'Apex|salesforce apex', 'ABAP', 'HTML|html5', 'CSS|css3', 'Sass|scss', 'VB.NET', 'F#',
    'XML', 'ASP|classic asp', 'JSP|java server pages', 'Shell Scripting|batch scripting|unix shell scripting',
  ],
  'Frameworks & Libraries': [
    'React|react.js|reactjs', 'Angular|angularjs|angular.js', 'Vue.js|vue|vuejs', 'Svelte', 'Next.js|nextjs',
    'Node.js|node|nodejs', 'Express|express.js|expressjs', 'NestJS', 'Django', 'Flask', 'FastAPI', 'Spring|spring framework',
    'Spring Boot|springboot', 'Hibernate', '.NET|dotnet|.net framework|.net core|asp.net|asp.net core', 'Ruby on Rails|rails',
    'Laravel', 'Symfony', 'jQuery', 'Redux', 'GraphQL', 'REST APIs|rest|restful apis|rest api|restful', 'gRPC',
    'Bootstrap', 'Tailwind CSS|tailwind', 'React Native', 'Flutter', 'Xamarin', 'Electron', 'TensorFlow', 'PyTorch',
    'Keras', 'scikit-learn|sklearn|scikit learn', 'Pandas', 'NumPy', 'SciPy', 'Spark|apache spark|pyspark', 'Hadoop',
    'Kafka|apache kafka', 'RabbitMQ', 'Selenium', 'Cypress', 'Jest', 'JUnit', 'Playwright', 'Microservices', 'OpenCV',
    'Hugging Face|huggingface', 'LangChain', 'Unity', 'Unreal Engine',
    'SOAP|soap web services', 'AJAX', 'Struts|apache struts', 'Web Services', 'JSON',
  ],
  'Cloud & DevOps': [
    'AWS|amazon web services', 'Azure|microsoft azure', 'Google Cloud|gcp|google cloud platform', 'Docker',
    'Kubernetes|k8s', 'Terraform', 'Ansible', 'Puppet', 'Chef', 'Jenkins', 'GitLab CI|gitlab ci/cd', 'GitHub Actions',
    'CI/CD|ci cd|continuous integration', 'Git|github|gitlab|bitbucket', 'Linux|unix', 'Nginx', 'Apache', 'Helm',
    'Prometheus', 'Grafana', 'Datadog', 'Splunk', 'CloudFormation', 'Serverless|aws lambda|lambda', 'OpenShift',
    'DevOps', 'SRE|site reliability engineering', 'Networking|tcp/ip|tcp ip', 'VMware', 'Windows Server', 'Active Directory',
    'Cybersecurity|information security|cyber security', 'Penetration Testing|pen testing', 'SIEM', 'ITIL',
    'Firewalls', 'Identity and Access Management|iam',
    'Apache Tomcat|tomcat', 'JBoss|wildfly', 'WebLogic|oracle weblogic', 'IIS|microsoft iis', 'Exchange Server|microsoft exchange|exchange server 2007|exchange server 2010',
    'Windows|microsoft windows|windows xp|windows 7|windows 10|windows server 2008|windows server 2012', 'macOS|mac os x|mac osx|os x', 'Operating Systems',
  ],
  'Data & Analytics': [
    'Machine Learning|ml', 'Deep Learning', 'Artificial Intelligence|ai', 'Natural Language Processing|nlp',
    'Computer Vision', 'Data Analysis|data analytics|analytics', 'Data Science', 'Data Visualization|data visualisation',
    'Statistics|statistical analysis', 'Big Data', 'ETL', 'Data Engineering', 'Data Modeling|data modelling',
    'Data Warehousing|data warehouse', 'Tableau', 'Power BI|powerbi|microsoft power bi', 'Looker', 'Qlik|qlikview|qlik sense',
    'Excel|microsoft excel|ms excel|advanced excel', 'Google Analytics', 'Snowflake', 'BigQuery', 'Redshift', 'Databricks',
    'Airflow|apache airflow', 'dbt', 'MySQL', 'PostgreSQL|postgres', 'MongoDB', 'Oracle|oracle database|oracle db',
    'SQL Server|microsoft sql server|ms sql server|mssql', 'Redis', 'Elasticsearch', 'Cassandra', 'DynamoDB', 'SQLite',
    'SPSS', 'SAS', 'Stata', 'A/B Testing', 'Predictive Modeling|predictive modelling', 'Data Mining',
    'Business Intelligence|bi', 'Data Structures', 'Algorithms', 'Data Structures & Algorithms|data structures and algorithms',
    'LLMs|large language models', 'Generative AI|genai',
  ],
  'Software Engineering': [
    'Software Development', 'Object-Oriented Programming|oop|object oriented programming', 'Test-Driven Development|tdd',
    'Unit Testing', 'Software Testing|qa testing|quality assurance', 'Automation Testing|test automation', 'System Design',
    'Software Architecture', 'Distributed Systems', 'API Design', 'Web Development', 'Mobile Development',
    'iOS Development|ios', 'Android Development|android', 'Frontend Development|front-end development|front end',
    'Backend Development|back-end development|back end', 'Full-Stack Development|full stack development|full stack',
    'Embedded Systems', 'Design Patterns', 'Code Review', 'Debugging', 'Performance Optimization', 'Agile|agile methodologies',
    'Scrum', 'Kanban', 'Jira', 'Confluence', 'Salesforce', 'SAP', 'SAP ERP|sap r/3', 'ServiceNow', 'SharePoint', 'Dynamics 365',
    'Visual Studio', 'Eclipse', 'IntelliJ', 'Postman', 'FLEXCUBE|oracle flexcube', 'WordPress', 'Shopify',
    'SDLC|software development life cycle|software development lifecycle', 'UML', 'Waterfall', 'Requirements Analysis|requirement analysis',
    'Test Cases|test case design|test case preparation', 'Troubleshooting', 'Manual Testing', 'Regression Testing', 'TOAD', 'CMS|content management system|content management systems',
  ],
  Design: [
    'Figma', 'Sketch', 'Adobe XD', 'Adobe Photoshop|photoshop', 'Adobe Illustrator|illustrator', 'Adobe InDesign|indesign',
    'Adobe Creative Suite|adobe creative cloud|adobe suite', 'UI Design|user interface design', 'UX Design|user experience design|ux',
    'UI/UX|ui/ux design|ux/ui', 'User Research', 'Wireframing', 'Prototyping', 'Graphic Design', 'Typography',
    'Branding|brand identity', 'Motion Graphics', 'After Effects|adobe after effects', 'Premiere Pro|adobe premiere pro',
    'Video Editing', 'Photography', '3D Modeling|3d modelling', 'Blender', 'Interaction Design', 'Design Thinking',
    'Accessibility|wcag', 'Usability Testing',
  ],
  Engineering: [
    'AutoCAD', 'SolidWorks', 'CATIA', 'Revit', 'ANSYS', 'Finite Element Analysis|fea', 'CAD', 'CAM', 'PLC Programming|plc',
    'SCADA', 'Six Sigma|lean six sigma', 'Lean Manufacturing|lean', 'Root Cause Analysis|rca', 'FMEA', 'GD&T',
    'Structural Analysis', 'Structural Design', 'Civil Engineering', 'Mechanical Design', 'Electrical Engineering',
    'HVAC', 'Project Engineering', 'Quality Control|qc', 'ISO 9001', 'Process Improvement', 'Process Engineering',
    'Piping Design', 'Geotechnical Engineering', 'BIM|building information modeling', 'MS Project|microsoft project',
    'Primavera|primavera p6', 'LabVIEW', 'Simulink', 'Circuit Design', 'PCB Design', 'Robotics', 'Surveying',
    'Health and Safety|hse|health & safety', 'Construction Management', 'Site Supervision',
  ],
  Healthcare: [
    'Patient Care', 'Patient Assessment', 'Clinical Assessment', 'BLS|basic life support', 'ACLS|advanced cardiac life support',
    'PALS', 'CPR', 'First Aid', 'Electronic Health Records|ehr|emr|electronic medical records', 'Epic|epic systems',
    'Cerner', 'Medication Administration', 'Phlebotomy', 'Wound Care', 'Triage', 'Infection Control', 'IV Therapy',
    'Critical Care', 'Emergency Care', 'Pediatrics|paediatrics', 'Geriatrics', 'Oncology', 'Telemetry', 'Case Management',
    'Care Planning', 'Clinical Research', 'Pharmacology', 'Medical Terminology', 'HIPAA', 'ICD-10', 'Medical Coding',
    'Physiotherapy|physical therapy', 'Mental Health', 'Radiology', 'Laboratory Skills|lab skills', 'GCP|good clinical practice',
    'Vital Signs Monitoring|vital signs', 'Discharge Planning',
  ],
  Finance: [
    'Financial Analysis', 'Financial Modeling|financial modelling', 'Financial Reporting', 'Budgeting', 'Forecasting',
    'Budgeting & Forecasting|budgeting and forecasting', 'Accounting', 'Bookkeeping', 'Accounts Payable', 'Accounts Receivable',
    'General Ledger', 'Reconciliation|account reconciliation|bank reconciliation', 'Auditing|audit|internal audit',
    'Tax|taxation|tax preparation', 'IFRS', 'GAAP|us gaap', 'Risk Management', 'Credit Analysis', 'Valuation',
    'Investment Analysis', 'Portfolio Management', 'Corporate Finance', 'M&A|mergers and acquisitions', 'Due Diligence',
    'QuickBooks', 'Xero', 'Sage', 'Oracle Financials', 'SAP FI/CO|sap fico|sap fi', 'Bloomberg Terminal|bloomberg',
    'Payroll', 'Treasury', 'Compliance|regulatory compliance', 'Anti-Money Laundering|aml', 'KYC', 'Cost Accounting',
    'Variance Analysis', 'Cash Flow Management', 'Financial Planning|fp&a', 'Equity Research', 'Trading',
  ],
  'Sales & Marketing': [
    'Sales', 'B2B Sales', 'B2C Sales', 'Business Development', 'Account Management', 'Key Account Management',
    'Lead Generation', 'Negotiation', 'Cold Calling', 'CRM|customer relationship management', 'HubSpot', 'Marketo',
    'Digital Marketing', 'Content Marketing', 'Social Media Marketing|social media', 'SEO|search engine optimization|search engine optimisation',
    'SEM|search engine marketing', 'Google Ads|adwords|google adwords', 'Email Marketing', 'Marketing Strategy',
    'Market Research', 'Brand Management', 'Copywriting', 'Public Relations|pr', 'Product Marketing', 'Growth Marketing',
    'Marketing Automation', 'Mailchimp', 'Customer Service|customer support', 'Customer Success', 'Retail Sales',
    'Merchandising', 'E-commerce|ecommerce', 'Pricing Strategy', 'Sales Forecasting', 'Pipeline Management',
    'Salesforce CRM', 'Event Management', 'Communications Strategy',
  ],
  Management: [
    // Other languages' names of the same skill are aliases, so analytics counts them as one.
    'Project Management|gestion de projet|gestion de projets|projektmanagement|gestion de proyectos|gestao de projetos', 'Program Management|programme management', 'Product Management', 'People Management',
    'Team Leadership', 'Stakeholder Management', 'Strategic Planning|strategy', 'Change Management', 'Operations Management',
    'Supply Chain Management|supply chain', 'Logistics', 'Procurement', 'Vendor Management', 'Inventory Management',
    'Risk Assessment', 'Business Analysis', 'Requirements Gathering', 'Process Mapping', 'Resource Planning',
    'Performance Management', 'Recruitment|recruiting|talent acquisition', 'Onboarding', 'Employee Relations',
    'HR Management|human resources', 'Training and Development|training & development|learning and development',
    'Budget Management', 'Contract Management', 'Operations', 'PMP Methodology', 'PRINCE2 Methodology', 'OKRs',
    'Cross-functional Leadership', 'P&L Management|p&l', 'Business Strategy', 'Quality Management', 'Facilities Management',
  ],
  'Soft Skills': [
    'Communication|communication skills|kommunikation|comunicacion|kommunikationsfahigkeit', 'Leadership', 'Teamwork|team work|team player|collaboration',
    'Problem Solving|problem-solving|problem solver', 'Critical Thinking', 'Time Management', 'Adaptability|flexibility',
    'Attention to Detail|detail oriented|detail-oriented', 'Creativity|creative', 'Interpersonal Skills|interpersonal|interpersonal communication', 'Presentation Skills|public speaking|presentations',
    'Organisation|organization|organizational skills|organisational skills|organizational|organisational', 'Decision Making|decision-making', 'Mentoring|coaching',
    'Conflict Resolution', 'Emotional Intelligence', 'Customer Focus', 'Multitasking', 'Analytical Skills|analytical thinking|analytical',
    'Self-motivation|self-motivated', 'Work Ethic', 'Empathy', 'Active Listening', 'Resilience',
    'Quick Learner|fast learner|quick learning', 'Hard Working|hardworking|hard-working', 'Result Oriented|results oriented|result-oriented|results-oriented',
    'Team Building', 'Team Management', 'Written Communication|written', 'Verbal Communication|verbal', 'Research',
  ],
  Education: [
    'Curriculum Development', 'Lesson Planning', 'Classroom Management', 'Teaching', 'Tutoring', 'E-learning|elearning',
    'Instructional Design', 'Special Education', 'Student Assessment', 'Moodle',
  ],
  Legal: ['Contract Law', 'Legal Research', 'Litigation', 'Legal Drafting', 'Corporate Law', 'Intellectual Property', 'GDPR', 'Contract Negotiation|contract negotiations', 'Arbitration', 'Drafting'],
  'Office & Productivity': [
    'Microsoft Office|ms office|office 365|microsoft 365', 'Microsoft Word|ms word|word', 'PowerPoint|microsoft powerpoint|ms powerpoint|power point|ms power point',
    'Outlook', 'Google Workspace|g suite|google suite', 'Data Entry', 'Typing', 'Scheduling', 'Administration|administrative support',
    'Document Management', 'Report Writing', 'Technical Writing', 'Translation',
    'Microsoft Access|ms access|access', 'Microsoft Publisher|ms publisher|publisher', 'PageMaker|adobe pagemaker', 'Adobe Flash|flash|macromedia flash',
  ],
};

export interface SkillEntry {
  name: string;
  category: string;
}

const INDEX = new Map<string, SkillEntry>();
for (const [category, entries] of Object.entries(SKILLS_BY_CATEGORY)) {
  for (const entry of entries) {
    const [name, ...aliases] = entry.split('|');
    const skill = { name, category };
    for (const alias of [name, ...aliases]) {
      const key = skillKey(alias);
      if (!INDEX.has(key)) INDEX.set(key, skill);
    }
  }
}

/** How skills are compared: lower-case, punctuation other than + # . / & squeezed to spaces. */
export function skillKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#./& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '')
    .trim();
}

/** The lexicon entry for a skill as written, or null if the lexicon does not know it. */
export function lookupSkill(text: string): SkillEntry | null {
  return INDEX.get(skillKey(text)) ?? null;
}

/** Every alias in the lexicon, for scanning free text. */
export function allSkillAliases(): [string, SkillEntry][] {
  return [...INDEX.entries()];
}

/** The category of a skill ('Other' when the lexicon does not know it). Analytics groups skills by it. */
export function skillCategory(skill: string): string {
  return lookupSkill(skill)?.category ?? 'Other';
}
