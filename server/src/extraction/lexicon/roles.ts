/** Words that make a phrase a job title (folded, whole words), in the seven languages. */
export const TITLE_WORDS = new Set(
  `engineer developer programmer architect manager director head lead leader chief officer president vp svp evp avp
  analyst consultant specialist coordinator administrator assistant associate executive representative advisor adviser
  officer supervisor technician designer scientist researcher intern trainee apprentice accountant auditor controller
  nurse physician doctor surgeon therapist pharmacist paramedic midwife caregiver teacher lecturer professor tutor
  instructor trainer principal recruiter partner owner founder cofounder co-founder ceo cto cfo coo cio cmo agent clerk
  cashier receptionist secretary editor writer journalist producer planner buyer merchandiser chef cook driver operator
  mechanic electrician plumber welder foreman surveyor inspector estimator draftsman draughtsman strategist marketer
  owner manager-in-training fellow postdoc steward attendant banker broker underwriter actuary economist lawyer attorney
  solicitor paralegal counsel dentist hygienist technologist sonographer radiographer scrum product owner tester qa sre
  devops administrator dba salesperson sales support specialist ambassador officer worker labourer laborer handler
  ingenieur entwickler leiter leiterin berater beraterin referent referentin sachbearbeiter sachbearbeiterin
  projektleiter projektmanager geschaftsfuhrer teamleiter abteilungsleiter mitarbeiter mitarbeiterin softwareentwickler
  krankenschwester pfleger lehrer lehrerin kaufmann kauffrau praktikant werkstudent
  ingenieur developpeur chef responsable directeur directrice consultante conseiller conseillere charge chargee
  stagiaire technicienne infirmier infirmiere comptable gestionnaire commercial commerciale assistante analyste
  desarrollador desarrolladora ingeniero ingeniera gerente jefe jefa director directora consultor consultora analista
  tecnico tecnica responsable coordinador coordinadora enfermero enfermera profesor profesora asistente becario
  programador programadora disenador disenadora contable administrativo administrativa
  adviseur medewerker ontwikkelaar beheerder projectleider teamleider manager directeur stagiair verpleegkundige docent
  leraar consultant coordinator specialist engineer architect analist ondernemer eigenaar monteur verkoper
  sviluppatore sviluppatrice ingegnere responsabile direttore direttrice consulente impiegato impiegata tecnico
  assistente amministrativo amministrativa tirocinante stagista insegnante infermiere infermiera commesso commessa
  cassiera cassiere programmatore analista progettista
  desenvolvedor desenvolvedora engenheiro engenheira gerente diretor diretora consultor consultora analista tecnico
  estagiario estagiaria assistente coordenador coordenadora enfermeiro professor professora vendedor vendedora
  volunteer treasurer chairman chairperson chairwoman counselor counsellor mentor educator aide coach dean babysitter nanny
  nutritionist dietitian linguist translator interpreter subtitler reader proofreader artist member professional creator
  expert sme roustabout crew
  practitioner barista waiter waitress bartender housekeeper janitor custodian dispatcher firefighter
  psychologist librarian archivist photographer illustrator hairdresser machinist bookkeeper concierge lifeguard
  facilitator woodworker copyeditor
  arquitecto arquitecta investigador investigadora abogado abogada secretario medico medica contador contadora
  practicante empleado empleada auxiliar docente maestro maestra gestor gestora redactor redactora traductor traductora
  camarero camarera cocinero operario operaria
  architecte chercheur chercheuse avocat avocate secretaire medecin professeur enseignant enseignante technicien
  vendeur vendeuse employe redacteur redactrice traducteur traductrice serveur serveuse cuisinier chauffeur ouvrier
  ouvriere developpeuse ingenieure animateur animatrice formateur formatrice
  architetto ricercatore ricercatrice avvocato avvocata segretario segretaria professore professoressa contabile
  operaio operaia cameriere cameriera cuoco autista redattore redattrice traduttore traduttrice dipendente addetto
  addetta collaboratore collaboratrice tirocinio
  arquiteto arquiteta pesquisador pesquisadora advogado advogada funcionario funcionaria redator tradutor tradutora
  cozinheiro motorista
  forscher forscherin wissenschaftler wissenschaftlerin anwalt anwaltin rechtsanwalt rechtsanwaltin sekretar
  sekretarin hilfskraft angestellter angestellte programmierer programmiererin erzieher erzieherin
  onderzoeker advocaat secretaresse boekhouder programmeur ontwerper
  representante rappresentante vertreter vertreterin representant representante vertegenwoordiger venditore venditrice
  asesor asesora cajero cajera kassierer kassiererin caissier caissiere kellner kellnerin garcom garconete
  serveerster recepcionista rezeptionist rezeptionistin receptionniste receptioniste fontanero idraulico elektriker
  electricien eletricista electricista kochin conductor conductora fahrer fahrerin repartidor repartidora
  aprendiz apprendista auszubildender auszubildende apprenti apprentie alternant doctorant pasante azubi magazziniere lagerist lageristin magasinier
  arbeiter arbeiterin operador operadora dependiente dependienta secretaria teleoperador teleoperadora picker cleaner
  freelancer freiberufler freiberuflerin barrister physiotherapist physiotherapeut physiotherapeutin fisioterapeuta
  fisioterapista kinesitherapeute fysiotherapeut tischler tischlerin carpintero falegname
  menuisier carpinteiro vendedora verkoper verkoopster kassamedewerker vakkenvuller chauffeur bezorger magazijnmedewerker
  schoonmaker zorgmedewerker verzorgende begeleider begeleidster commercieel stagiair stagiaire trainee werkstudentin
  praktikantin aushilfe minijobber servicekraft verkauferin monteurin mechaniker mechanikerin mecanicien mecanico
  mecanica soldador saldatore schweisser lasser soudeur electricien comptable panadero panettiere
  padeiro commis ajudante ayudante aiutante helfer helferin hulp assistent assistentin vigilante
  wachmann beveiliger agent agente funcionaria empregado empregada colaborador colaboradora estagiaria promotor
  promotora promoter hostess azafata hotesse gastgeber
  generalist organizer organiser pilot dishwasher busser rider courier stocker loader packer assembler painter
  landscaper gardener groundskeeper guard telemarketer adjuster copywriter animator trustee
  cientifico cientifica scienziato scienziata wetenschapper`.split(/\s+/),
);

/** Endings of German and Dutch compound titles ("Projektingenieur", "Softwareentwicklerin", "Datenjournalist", "Produktionsassistenz", "Testcoördinator", "Beleidsmedewerker"), and the Romance agent nouns in "-iste"/"-ista" ("Graphiste", "Journaliste", "Periodista", "Economista"; not "Checkliste", "Entrevista"). */
export const TITLE_SUFFIXES = /(?:ingenieur|entwickler|leiter|berater|manager|pfleger|analyst|referent|kaufmann|kauffrau|techniker|assistent|architekt|planer|direktor|spezialist|controller|buchhalter|lehrer|arzt|arztin|verkaufer|designer|wissenschaftler|mitarbeiter|sachbearbeiter|betreuer|erzieher|koordinator|redakteur|disponent|mechaniker|monteur|therapeut|trainer|verwalter|beauftragter|beauftragte|mitglied|vorstand|bearbeiter|vertreter|fuhrer|inhaber|grunder|forscher|dozent|professor|journalist)(?:in)?$|assistenz$|(?:angestellte|fachkraft)r?$|(?:coordinator|medewerker|adviseur|ontwikkelaar|beheerder|leider|consultant|specialist)$|(?<![lv])ist[ae]$/;

/** Seniority and qualifier words that appear in titles but not alone. */
export const TITLE_QUALIFIERS = new Set('senior junior principal staff lead chief head deputy assistant associate trainee graduate'.split(' '));

/** Company legal forms: a phrase with one of these is an organisation. */
export const LEGAL_FORMS = new Set(
  `inc inc. ltd ltd. limited llc llp plc corp corp. corporation company co co. group holdings gmbh ag kg se sa s.a. sas sarl
  s.l. sl srl bv b.v. nv n.v. pty pvt oy ab spa s.p.a. kft zrt sp. o.o. sae s.a.s. e.v. kgaa
  lda lda. ltda ltda. s.r.l. s.a.r.l. eurl snc s.n.c. s.l.u. s.a.u. ohg gbr mbh aps oyj s.r.o. bvba v.o.f. sdn bhd bhd. pte pllc l.l.c. ltee`.split(/\s+/),
);

/** Words common in organisation names but also in job titles ("Software", "Health"): weaker evidence. */
export const ORGANISATION_WORDS = new Set(
  `technologies technology tech solutions systems services consulting consultancy partners associates labs laboratories
  industries international global bank capital hospital clinic klinikum hopital hospital clinica health healthcare trust
  foundation agency agentur studio studios media networks software digital analytics logistics energy motors
  pharmaceuticals pharma university college school institute council ministry ministere ministerium ministerio ministero ministerie authority nhs enterprises ventures
  engineering ingenieria construction construccion infirmary center centre universidad universite universitat bank banque banco insurance investments brands
  commission commissione comision comissao kommission parliament parlament parlamento gericht tribunal municipality gemeente
  gemeinde stadtwerke mairie ayuntamiento comune prefeitura camara kanzlei group groupe gruppe grupo gruppo groep`.split(/\s+/),
);

/** Either kind of organisation word. */
export const COMPANY_WORDS = new Set([...LEGAL_FORMS, ...ORGANISATION_WORDS]);

/** Degree names and abbreviations (folded). */
export const DEGREE_PATTERN = new RegExp(
  [
    '(?:bachelor|master)(?:\'?s)?(?: of [a-z]+(?: (?!in\\b|en\\b)[a-z]+)?| degree| program(?:me)?)?', 'post ?graduate (?:diploma|degree|certificate)', 'post ?graduat(?:e|ion)(?= in )', 'graduat(?:e|ion)(?= in )',
    '(?:two-year |technical |undergraduate |graduate )?degree(?= in )', 'b[.-]? ?tech\\.?', 'b\\.? ?a\\.? ?sc\\.?', 'pgd[a-z]{0,4}(?= |,|$)', 'h\\.? ?s\\.? ?c\\.?(?= |,|$)', 's\\.? ?s\\.? ?c\\.?(?= |,|$)',
    'btec(?: [a-z]{2,5})?(?= |,|$)', 'g?nvq(?: level)?(?: \\d)?', 'hnc', 'm\\.? ?phil\\.?', 'p\\.? ?h\\.? ?d\\.?', 'b\\.? ?sc\\.?', 'm\\.? ?sc\\.?', 'b\\.? ?a\\.?(?= |,|$)',
    'm\\.? ?a\\.?(?= |,|$)', 'b\\.? ?eng\\.?', 'm\\.? ?eng\\.?', 'b\\.? ?e\\.?(?= |,|$)', 'b\\.? ?tech\\.?', 'm\\.? ?tech\\.?', 'b\\.? ?com\\.?',
    'm\\.? ?com\\.?', 'b\\.? ?s\\.?(?= |,|$)', 'm\\.? ?s\\.?(?= |,|$)', 'mba', 'ph\\.? ?d\\.?', 'doctorate', 'doctor of [a-z]+', 'md(?= |,|$)',
    'llb', 'llm', 'jd(?= |,|$)', 'bba', 'bca', 'mca', 'bsn', 'msn', 'associate(?:\'s)? degree', 'associate of [a-z]+(?: (?!in\\b|en\\b)[a-z]+)?', 'diploma',
    'advanced diploma', 'higher national diploma', 'hnd', 'a[- ]levels?', 'gcses?', 'high school diploma', 'high school', 'ged',
    'certificate(?= in )', 'postgraduate certificate', 'pgce', 'postgraduate diploma', 'honours degree', 'hons',
    'diplom(?!a(?:cy|tic|t\\b))(?:-| )?[a-z]*', 'abitur', 'fachabitur', 'staatsexamen', 'magister', 'promotion', 'ausbildung zum', 'ausbildung zur',
    'licence', 'licence professionnelle', 'maitrise', 'master 2', 'master 1', 'doctorat', 'diplome d\'ingenieur', 'diplome',
    'baccalaureat', 'bac(?: ?\\+ ?\\d)?', 'bts', 'dut', 'dea', 'dess', 'grado', 'licenciatura', 'licenciado', 'licenciada',
    'master universitario', 'maestria', 'doctorado', 'ingenieria', 'ingeniero', 'bachillerato', 'bachiller(?= en )', 'tecnico superior', 'ciclo formativo',
    // Italian, Portuguese and Dutch degrees.
    'laurea(?: magistrale| triennale| specialistica)?', 'dottorato(?: di ricerca)?', 'diploma di maturita', 'bacharelado', 'bacharel(?= em )', 'mestrado', 'doutorado', 'doutoramento',
    'pos[- ]graduacao', '(?<![a-z] )graduacao(?= em |\\s+[–—-]\\s|\\s*[,|])', 'tecnologo(?= em )', 'hbo(?= |,|$)', 'mbo(?= |,|$)', 'havo', 'vwo', 'propedeuse', 'doctoraal',
    // School-leaving, vocational and course certificates in the seven languages ("Mittlere Reife", "Ensino Secundário",
    // "Certificat Développeur Web", "Curso de Inglês C1", "Técnico Superior en …").
    'mittlere reife', 'realschulabschluss', 'hauptschulabschluss', '(?:allgemeine |fachgebundene )?hochschulreife', 'fachhochschulreife', 'ausbildung (?:als|zum|zur)', 'umschulung (?:als|zum|zur)',
    'brevet(?: des colleges| de technicien)?', 'deug', 'titre professionnel', 'certificat(?= [a-z])', 'educacion secundaria(?: obligatoria)?', 'tecnico(?: superior)?(?= en )', 'certificado(?= de )',
    'curso(?= (?:de|em|tecnico|profissional|superior) )', 'corso(?= di )', 'licenza media', 'qualifica professionale', 'ensino secundario', 'ensino medio', 'curso tecnico',
    'vmbo', 'mavo', 'certificaat', 'zertifikat', 'professional certificate', 'foundation degree', 'apprenticeship(?= in )',
    // German courses of study named as such ("Masterstudium Informatik", "Studium der Informatik").
    '(?:bachelor|master|diplom|magister|lehramts|promotions)studium', 'studium(?= (?:der|des) )',
  ].join('|'),
  'i',
);

/** Words that make a phrase an educational institution (folded). */
export const INSTITUTION_WORDS =
  /\b(universit(?:y|ies|at|e|a|aria|ario|eit)|univ(?=\.)|universidad[e]?|faculdade|facultad|faculty|fakultat|faculte|facolta|faculteit|hogeschool|hogescholen|scuola|istituto|liceo|escola|ateneo|alma mater|college|school|institute|institut|instituto|academy|akademie|akademia|academie|polytechnic|politecnico|polytechnique|hochschule|fachhochschule|gymnasium|lycee|ecole|escuela|colegio|conservatory|seminary|iit|mit|eth|epfl|ucl|lse|insead|esade|iese|hec|essec|kings|imperial|centro di formazione(?: professionale)?|centro de formacion|centro de formacao|centre de formation|training cent(?:er|re)|bildungszentrum|berufsschule|volkshochschule|opleidingscentrum|[a-z]*schule|[a-z]*school|[a-z]*kolleg|lyceum|atheneum|scholengemeenschap|conservatoire|conservatorio|conservatorium|liceu|collegio|istituto tecnico|instituto superior)\b/i;

/**
 * The capitals that name a kind of school before its name, in the seven languages ("IES Ramiro de Maeztu", "IUT de Lannion",
 * "ITS Angelo Rizzoli", "ROC van Amsterdam", "BBS Wolfsburg"): matched as written, in capitals, since several are words in
 * lower case ("its", "ies"); and the acronyms universities are known by ("DHBW Heidenheim", "RWTH Aachen", "UPV", "PUC-Rio").
 */
export const SCHOOL_ABBREVIATIONS = /(?:^|[^\p{L}])(?:BBS|OSZ|IGS|KGS|TU|FH|TH|PH|IUT|INSA|IEP|ENS|UFR|IES|CIFP|CEIP|UNED|ITS|ITIS|IIS|IPSIA|ISCTE|ISEL|ISEP|ISEG|IST|ROC|DHBW|HTW|HAW|RWTH|LMU|TUM|HWR|HTWK|OTH|BHT|ETH|EPFL|HEC|ESSEC|EPITA|UPV|UPM|UAM|UCM|UNAM|UOC|USP|UNICAMP|UFRJ|PUC|MIT|UCL|LSE|NYU|UCLA|KTH|DTU|NTNU|MTS|LTS|HTS)(?=$|[^\p{L}])/u;

/** Credentials written after a name ("Jane Doe, RN, BSN"), kept apart from the name. */
export const CREDENTIALS = new Set(
  `phd ph.d md mba msc bsc ba ma rn bsn msn np pa cpa cfa acca aca cima pmp cissp ceng pe p.e pr.eng pr.eng. preng mcips
  frcs mrcp frcp dds dmd llb llm jd esq esq. cpa, ca cma chrp sphr phr ccna ccnp cisa cism mrics fca bcom beng meng mphil
  dphil edd psyd lpn cna emt dr.-ing dipl.-ing mrcgp frics ciob cips cipd mcipd`.split(/\s+/),
);

/** Titles written before a name ("Dr", "Engr.", "Prof."), kept apart from the name. */
export const NAME_PREFIXES = /^(?:(?:dr|mr|mrs|ms|miss|mx|prof|engr|eng|ing|sir|dame|rev|hon|capt|dipl\.-ing|dr\.-ing|dott|lic|sr|sra|mme|mlle|m|herr|frau)\.?\s+)+/i;
