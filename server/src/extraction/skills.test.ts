import { describe, expect, it } from 'vitest';
import { extractCv } from './extract-cv';
import { extractSkills, findKnownSkills, isGroupLabel, isLabelledSkillList, normaliseSkill, ratedLanguages, skillCategory, splitSkillItems } from './skills';
import { textDocument } from './test-support';
import { SKILLS_BY_CATEGORY } from './lexicon/skills';

describe('a level written after a skill in the seven languages', () => {
  it('rates the skill before it, and is no skill of its own', async () => {
    const { extractCv } = await import('./extract-cv');
    const { textDocument } = await import('./test-support');
    const skills = (text: string) => extractCv(textDocument(text)).skills;
    expect(skills('Max Mustermann\nKenntnisse\nMS Office – sehr gut\nSAP – gut\nPython: Grundkenntnisse\nJava (fortgeschritten)')).toEqual(['MS Office', 'SAP', 'Python', 'Java']);
    expect(skills('Jean Dupont\nCompétences\nExcel : très bon niveau\nSAP : notions\nPython (intermédiaire)')).toEqual(['Excel', 'SAP', 'Python']);
    // A group's label before its items stays a label.
    expect(skills('Jane Doe\nSkills\nProgramming: Python, Java, Go\nTools: Jira, Git')).toEqual(['Python', 'Java', 'Go', 'Jira', 'Git']);
  });
});

describe('extractSkills', () => {
  it('keeps each skill as written, without its level or group label', () => {
    expect(extractSkills(['JS, TypeScript (Expert), golang - 3 years', 'Programming Languages: python3; C#'])).toEqual(['JS', 'TypeScript', 'golang', 'python3', 'C#']);
  });

  it('never rewrites one skill into another ("Unix" is not "Linux")', () => {
    expect(extractSkills(['Unix, Solaris, MS Access'])).toEqual(['Unix', 'Solaris', 'MS Access']);
  });

  it('joins a word a letter-spaced design split, when the joined word is a known skill', () => {
    expect(extractSkills(['Kubern etes, Dock er, Team Leadership'])).toEqual(['Kubernetes', 'Docker', 'Team Leadership']);
  });

  it('reads bullets, pipes and table cells, and keeps unknown short skills', () => {
    expect(extractSkills(['• Patient Care', 'Triage | Wound Care', 'Kubernetes\tTerraform\tGrant Writing'])).toEqual(['Patient Care', 'Triage', 'Wound Care', 'Kubernetes', 'Terraform', 'Grant Writing']);
  });

  it('keeps "Health and Safety" whole but splits "Python and SQL"', () => {
    expect(extractSkills(['Health and Safety, Python and SQL'])).toEqual(['Health and Safety', 'Python', 'SQL']);
  });
});

describe('skills written as tags, wrapped in a column or running into other entries', () => {
  it('splits tags separated by spaces only, with the category on the line above or before a colon', () => {
    expect(extractSkills(['- Web: JavaScript HTML 5 CSS REST', 'Database', 'MySQL PostgreSQL NoSQL Hibernate'])).toEqual([
      'JavaScript', 'HTML 5', 'CSS', 'REST', 'MySQL', 'PostgreSQL', 'NoSQL', 'Hibernate',
    ]);
    // Prose and multi-word skills stay whole.
    expect(extractSkills(['Health and Safety', 'Stakeholder Management'])).toEqual(['Health and Safety', 'Stakeholder Management']);
  });

  it('reads a category, its level and its list wrapped over lines, as a sidebar prints them', () => {
    const cv = extractCv(textDocument(['Jo Banks', 'jo@example.com', 'SKILLS', 'Financial Markets', 'Expert', 'Foreign Exchange (FX) Markets, Futures,', 'Options, Decentralized Finance', '(DeFi), NFTs', 'CERTIFICATIONS', 'Series 7, 66 and 3 Licenses'].join('\n')));
    expect(cv.skills).toEqual(['Foreign Exchange (FX) Markets', 'Futures', 'Options', 'Decentralized Finance (DeFi)', 'NFTs']);
    expect(cv.certifications).toEqual(['Series 7, 66 and 3 Licenses']);
  });

  it('reads a spaced dash after the first item of a list separated by commas as part of the item before it', () => {
    // What the dash adds says what the item is or covers, as a bracket does: it runs to the next semicolon.
    expect(extractSkills(['Python (NumPy, Pandas), SAS; SQL - Redshift, MySQL; ElasticSearch'])).toEqual(['Python (NumPy, Pandas)', 'SAS', 'SQL - Redshift, MySQL', 'ElasticSearch']);
    expect(extractSkills(['RSpec, Cucumber, Selenium - automated testing frameworks'])).toEqual(['RSpec', 'Cucumber', 'Selenium - automated testing frameworks']);
    // A line with no other separator is split at its dashes, and so is a name and its members opening a
    // line; a dash before a level rates the item.
    expect(extractSkills(['Java - Python - SQL'])).toEqual(['Java', 'Python', 'SQL']);
    expect(extractSkills(['AWS – S3, Amazon RDS, Lambda'])).toEqual(['AWS', 'S3', 'Amazon RDS', 'Lambda']);
    expect(extractSkills(['golang - 3 years, Python', 'Java – expert, Go – intermediate'])).toEqual(['golang', 'Python', 'Java', 'Go']);
  });

  it('reads a group\'s name and a dash as a label, wherever it stands in the line', () => {
    expect(extractSkills(['- Programming Languages – C#, C++, Java', 'Unit Testing, Performance Testing etc. Tools – SpecFlow, JMeter'])).toEqual([
      'C#', 'C++', 'Java', 'Unit Testing', 'Performance Testing etc. Tools', 'SpecFlow', 'JMeter',
    ]);
  });

  it('joins items wrapped in a narrow column', () => {
    expect(extractSkills(['Internet Business/', 'E-Commerce', 'Internet of Things', '(IoT)', 'Software devel-', 'opment'])).toEqual([
      'Internet Business/E-Commerce', 'Internet of Things (IoT)', 'Software development',
    ]);
  });

  it('stops a sidebar\'s skills at the first dated entry, and reads no heading out of a sentence', () => {
    const cv = extractCv(textDocument([
      'Jana Berg', 'jana.berg@example.com', 'SKILLS', 'Softwareentwicklung', 'Cloud Computing',
      '10/2017 - 07/2020', 'Wirtschaftsinformatik (M. Sc.)', 'Universität Regensburg',
      'CERTIFICATIONS', 'IBM InfoSphere DataStage Essentials', 'Intense course about ETL',
      'technologies and the use of IBM', 'DataStage.',
    ].join('\n')));
    expect(cv.skills).toEqual(['Softwareentwicklung', 'Cloud Computing']);
  });
});

describe('list items kept whole where the line names one thing (#26, #27)', () => {
  it('keeps one word that shares the head of the phrase after "and" with it', () => {
    expect(extractSkills(['• Written and verbal communication', '• Machine and Deep Learning', '• Python and machine learning'])).toEqual([
      'Written and verbal communication', 'Machine and Deep Learning', 'Python', 'machine learning',
    ]);
  });

  it('reads a level word only where a space, a bracket, a colon or a dash sets it off, never inside a compound', () => {
    expect(extractSkills(['Cloud-native Development, React-Native, Java - expert, Go-3 years, Rust (Advanced)'])).toEqual([
      'Cloud-native Development', 'React-Native', 'Java', 'Go', 'Rust',
    ]);
  });

  it('drops the "and" of an Oxford-comma list from the last item', () => {
    expect(extractSkills(['• Spring Boot, Spring MVC, and Hibernate', 'Docker, Kubernetes y Terraform, e Ansible'])).toEqual([
      'Spring Boot', 'Spring MVC', 'Hibernate', 'Docker', 'Kubernetes', 'Terraform', 'Ansible',
    ]);
  });

  it('parts no items at a comma between numbers, and keeps a name with the one dash that says what it is', () => {
    expect(extractSkills(['Ruby - MRI 1.8.7, 1.9.2', 'Windows 7, 8 and 10, Linux', 'HTML 5, 3D Modelling', 'Java - Python'])).toEqual([
      'Ruby - MRI 1.8.7, 1.9.2', 'Windows 7, 8 and 10', 'Linux', 'HTML 5', '3D Modelling', 'Java', 'Python',
    ]);
    // A spoken language kept whole with what its dash adds is still no skill.
    expect(extractSkills(['Spanish - Beginners level', 'Excel'])).toEqual(['Excel']);
  });

  it('reads a colon between two letters as part of a name, unless a group\'s name stands before it', () => {
    expect(extractSkills(['Test:Unit, RSpec', 'Tools:Jira, Git', '**Databases:** PostgreSQL, Redis'])).toEqual(['Test:Unit', 'RSpec', 'Jira', 'Git', 'PostgreSQL', 'Redis']);
  });

  it('keeps capitalised words the lexicon does not know together in a run of tags', () => {
    expect(extractSkills(['- Project: Agile TFS JIRA GitHub Unified Process MS Project'])).toEqual(['Agile', 'TFS', 'JIRA', 'GitHub', 'Unified Process', 'MS Project']);
  });

  it('reads the first cell of a row as the label of the list in the second', () => {
    expect(extractSkills(['DBMS\tIBM DB2 • Oracle', 'Paquetería\tVisual Studio, Eclipse', 'Kubernetes\tTerraform\tGrant Writing'])).toEqual([
      'IBM DB2', 'Oracle', 'Visual Studio', 'Eclipse', 'Kubernetes', 'Terraform', 'Grant Writing',
    ]);
    // A grid of bulleted items: the first cell is marked as an item as the others are, so it is one.
    expect(extractSkills(['• HTML\t• Bootstrap\t• Git', '• CSS\t• Visual Studio Code'])).toEqual(['HTML', 'Bootstrap', 'Git', 'CSS', 'Visual Studio Code']);
  });

  it('reads a labelled line listing skills the lexicon knows as a skills list, whatever its label, outside a skills section', () => {
    expect(isLabelledSkillList('Tech:\tMeteor, Javascript, Bootstrap, Mongodb, Git, Webstorm')).toBe(true);
    expect(isLabelledSkillList('Loves: Global Game Jam, Sci-Fi series, Stackoverflow, Fitness and Martial Arts')).toBe(false);
    expect(isLabelledSkillList('Status: PhD student, Fullstack JS Engineer')).toBe(false);
    const cv = extractCv(textDocument('Jan Küster\njan@example.com\nSummary\nI build learning platforms for universities.\nTech: Javascript, Bootstrap, Git, Docker\nExperience\n2016 - 2020 Engineer, Acme Ltd'));
    expect(cv.skills).toEqual(['Javascript', 'Bootstrap', 'Git', 'Docker']);
  });

  it('keeps an item whose words are all capitalised whole however many words it takes', () => {
    expect(extractSkills(['• Team Leadership & Client Relationship Management', '• Bloomberg Terminal & Reuters Eikon'])).toEqual([
      'Team Leadership & Client Relationship Management',
      'Bloomberg Terminal & Reuters Eikon',
    ]);
  });

  it('reads a spoken language rated with a level of the European framework as a language, not as a skill', () => {
    const lines = ['Java\t4+ Jahre', 'Deutsch\tL1', 'Englisch\tC1', 'Français - B2/C1'];
    expect(extractSkills(lines)).toEqual(['Java']);
    expect(ratedLanguages(lines)).toEqual(['Deutsch', 'Englisch', 'Français']);
  });

  it('reads a competence written as a sentence as one item, as written, and a list of short parts as a list', () => {
    expect(extractSkills(['• Proficient in using hand and power tools such as saws, drills, sanders, and routers', 'Welding, Carpentry'])).toEqual([
      'Proficient in using hand and power tools such as saws, drills, sanders, and routers',
      'Welding',
      'Carpentry',
    ]);
    expect(extractSkills(['Expertise in editing for grammar, syntax, spelling, and punctuation, with a keen eye for SQL'])).toEqual([
      'Expertise in editing for grammar, syntax, spelling, and punctuation, with a keen eye for SQL',
    ]);
    expect(extractSkills(['- Capacità di lavorare in gruppo maturata in molteplici situazioni'])).toEqual(['Capacità di lavorare in gruppo maturata in molteplici situazioni']);
    // Short parts between commas are a list's items, however lower case they are; a footnote to the list is none.
    expect(extractSkills(['Laws of motion, gravitation, minting coins, disliking Robert Hooke'])).toEqual(['Laws of motion', 'Gravitation', 'Minting coins', 'Disliking Robert Hooke']);
    expect(extractSkills(['Java, SQL', '*this summary may take into account the date the document was generated on'])).toEqual(['Java', 'SQL']);
  });
});

describe('skillCategory', () => {
  it('gives each lexicon skill its category, and Other for unknown ones', () => {
    expect(skillCategory('Python')).toBe('Programming Languages');
    expect(skillCategory('k8s')).toBe('Cloud & DevOps');
    expect(skillCategory('Wound Care')).toBe('Healthcare');
    expect(skillCategory('IFRS')).toBe('Finance');
    expect(skillCategory('Teamwork')).toBe('Soft Skills');
    expect(skillCategory('Underwater Basket Weaving')).toBe('Other');
  });

  it('has a few hundred skills', () => {
    expect(Object.values(SKILLS_BY_CATEGORY).flat().length).toBeGreaterThan(400);
  });
});

describe('skills lexicon growth from real CVs', () => {
  it('knows common spellings seen in real CVs, and keeps them as written', () => {
    const written = ['power point', 'MS Access', 'tomcat', 'requirement analysis', 'TCP IP', 'windows xp', 'quick learner'];
    expect(written.map((item) => normaliseSkill(item))).toEqual(written);
    expect(written.map((item) => skillCategory(item))).not.toContain('Other');
  });

  it('does not read ambiguous words as skills in prose', () => {
    expect(findKnownSkills('Written reports for access to the flash flood research area, with SOAP and Tomcat')).toEqual(['SOAP', 'Apache Tomcat']);
  });
});

describe('skills without levels and group labels, in seven languages', () => {
  it('drops group labels ("PROGRAMMING", "Linguaggi & Framework", "Betriebssysteme:") and keeps the skills', () => {
    expect(extractSkills(['PROGRAMMING', 'Python, Go, Rust', 'Linguaggi & Framework', 'Java, Spring', 'Betriebssysteme: Windows, Linux', 'Office:', 'Word, Excel', 'Metodologie', 'Scrum'])).toEqual([
      'Python', 'Go', 'Rust', 'Java', 'Spring', 'Windows', 'Linux', 'Word', 'Excel', 'Scrum',
    ]);
    expect(isGroupLabel('Programming Languages')).toBe(true);
    expect(isGroupLabel('Linguagens de Programação')).toBe(true);
    expect(isGroupLabel('Frameworks Frontend')).toBe(true);
    expect(isGroupLabel('Programming')).toBe(false);
    expect(isGroupLabel('Web Development')).toBe(false);
  });

  it('drops level words of the seven languages, on their own line or after the skill', () => {
    expect(extractSkills(['SQL', 'Sehr gut', 'Python – gut', 'AWS básico', 'Excel avanzato', 'Docker', 'Avançado', 'Kubernetes (gevorderd)'])).toEqual(['SQL', 'Python', 'AWS', 'Excel', 'Docker', 'Kubernetes']);
    expect(extractSkills(['Gut', 'Systeme', 'Grundkenntnisse', 'Intermédiaire'])).toEqual([]);
    expect(extractSkills(['August, Februar, Python, Present'])).toEqual(['Python']);
  });

  it('reads a skills list of 5,000 items without losing or doubling one', () => {
    const items = Array.from({ length: 5000 }, (_, i) => `Tool${i}`);
    const skills = extractSkills([items.join(', ')]);
    expect(skills).toHaveLength(5000);
    expect(skills[4999]).toBe('Tool4999');
  });
});

describe('a long line of skills parted by spaced slashes', () => {
  it('lists each item as written, as Europass prints digital skills', () => {
    expect(extractSkills(['SAP MM / Gestión de inventarios / Microsoft Excel / Power BI / Negociación con proveedores'])).toEqual(['SAP MM', 'Gestión de inventarios', 'Microsoft Excel', 'Power BI', 'Negociación con proveedores']);
  });
});

describe('extractSkills: a row whose cell is a line of prose', () => {
  it('reads the item beside the prose, and from the prose only the skills it names', () => {
    expect(extractSkills(['PyCharm\tCLion', 'OS\tJ’utilise régulièrement pour mes projets de développement Python et Docker comme', 'macOS'])).toEqual(['PyCharm', 'CLion', 'OS', 'Python', 'Docker', 'macOS']);
    // A competence written as a sentence on a line of its own stays one item, as written.
    expect(extractSkills(['Works well under pressure and meets deadlines'])).toEqual(['Works well under pressure and meets deadlines']);
  });
});

describe('German level words beside the skills they rate', () => {
  it('drops "ausgezeichnet" and "grundlegend" as it drops "gut"', () => {
    expect(extractSkills(['Bash\tausgezeichnet', 'Go\tgut', 'Varnish\tgrundlegend', 'Ausgezeichnet', 'Grundlegend'])).toEqual(['Bash', 'Go', 'Varnish']);
  });
});

describe('items with a version after a dash, and joined by "e"', () => {
  it('splits the list on after a version, and two known skills joined by Portuguese or Italian "e"', () => {
    expect(splitSkillItems('Tecnologie:\tFastAPI, Linux, Visual Studio Code - 2019, Docker, Kubernetes, Qlik')).toEqual(['FastAPI', 'Linux', 'Visual Studio Code - 2019', 'Docker', 'Kubernetes', 'Qlik']);
    expect(splitSkillItems('MySQL e ExpressJS, MongoDB e Redux')).toEqual(['MySQL', 'ExpressJS', 'MongoDB', 'Redux']);
    // A phrase whose halves are no skills of their own stays whole; so does a dash that says what an item covers.
    expect(splitSkillItems('Ciência e Tecnologia')).toEqual(['Ciência e Tecnologia']);
    expect(splitSkillItems('SAS; SQL - Redshift, MySQL; ElasticSearch')).toEqual(['SAS', 'SQL - Redshift, MySQL', 'ElasticSearch']);
  });
});

describe("a group's label of several words over a list of short items", () => {
  it('is a list, not a competence written as a sentence', () => {
    expect(extractSkills(['Scientific working and writing: LaTeX, Inkscape, WYSIWYG word processors, ...'])).toEqual(['LaTeX', 'Inkscape', 'WYSIWYG word processors']);
    // A competence told in a sentence stays whole.
    expect(extractSkills(['Good communication skills gained through my experience as a sales manager, working with clients and suppliers'])).toHaveLength(1);
  });
});
