/**
 * Industries keyed on words in employer names and job titles. The first matching words decide; a
 * word may point to one industry only. Folded, lower-case, whole-word matches.
 */
export const INDUSTRY_KEYWORDS: Record<string, string[]> = {
  'Information Technology': [
    'software', 'developer', 'programmer', 'devops', 'cloud', 'tech', 'technologies', 'technology', 'it', 'data', 'digital',
    'systems', 'computing', 'cyber', 'web', 'frontend', 'backend', 'full stack', 'fullstack', 'saas', 'informatik',
    'entwickler', 'informatique', 'developpeur', 'desarrollador', 'microsoft', 'google', 'amazon', 'oracle', 'ibm', 'sap',
    'salesforce', 'infosys', 'wipro', 'accenture technology', 'labs', 'machine learning', 'scientist',
  ],
  Healthcare: [
    'hospital', 'clinic', 'health', 'healthcare', 'medical', 'nurse', 'nursing', 'physician', 'doctor', 'surgeon',
    'pharmacy', 'pharmacist', 'pharmaceutical', 'pharma', 'care', 'nhs', 'clinical', 'dental', 'therapist', 'krankenhaus',
    'klinikum', 'pflege', 'hopital', 'sante', 'infirmier', 'infirmiere', 'hospital', 'enfermera', 'enfermero', 'salud', 'rn',
  ],
  'Finance & Banking': [
    'bank', 'banking', 'capital', 'finance', 'financial', 'investment', 'investments', 'asset', 'insurance', 'accountant',
    'accounting', 'audit', 'auditor', 'credit', 'fund', 'securities', 'trading', 'trader', 'wealth', 'treasury', 'tax',
    'kpmg', 'deloitte', 'pwc', 'ey', 'bnp', 'hsbc', 'barclays', 'santander', 'bbva', 'sparkasse', 'versicherung',
    'banque', 'assurance', 'banco', 'seguros', 'controller', 'cpa', 'actuary',
  ],
  'Engineering & Construction': [
    'construction', 'civil', 'structural', 'mechanical', 'electrical', 'engineering', 'engineers', 'builders', 'building',
    'infrastructure', 'architect', 'architecture', 'site', 'surveyor', 'bau', 'ingenieurbau', 'btp', 'construccion',
    'ingenieria', 'geotechnical', 'hvac', 'piping',
  ],
  Manufacturing: [
    'manufacturing', 'production', 'plant', 'factory', 'automotive', 'industrial', 'industries', 'fabrication', 'assembly',
    'siemens', 'bosch', 'volkswagen', 'bmw', 'daimler', 'fertigung', 'produktion', 'usine', 'fabrica',
  ],
  Education: [
    'school', 'university', 'college', 'academy', 'teacher', 'lecturer', 'professor', 'tutor', 'education', 'educational',
    'schule', 'universitat', 'lehrer', 'ecole', 'enseignant', 'professeur', 'universite', 'colegio', 'profesor', 'universidad',
  ],
  'Retail & Consumer': [
    'retail', 'store', 'stores', 'shop', 'supermarket', 'fashion', 'consumer', 'ecommerce', 'e-commerce', 'brands',
    'merchandiser', 'cashier', 'tesco', 'walmart', 'carrefour', 'zara', 'inditex', 'ikea', 'boutique', 'tienda',
  ],
  'Marketing & Media': [
    'marketing', 'media', 'advertising', 'agency', 'communications', 'publishing', 'journalist', 'editor', 'content',
    'brand', 'creative', 'design', 'designer', 'studio', 'pr', 'seo', 'werbung', 'publicite', 'publicidad',
  ],
  Consulting: ['consulting', 'consultancy', 'consultant', 'advisory', 'mckinsey', 'bcg', 'bain', 'accenture', 'capgemini', 'beratung', 'berater', 'conseil', 'consultoria', 'consultor'],
  'Logistics & Transport': ['logistics', 'transport', 'shipping', 'freight', 'supply chain', 'warehouse', 'airline', 'aviation', 'dhl', 'fedex', 'ups', 'maersk', 'logistik', 'logistique', 'logistica', 'driver'],
  'Energy & Utilities': ['energy', 'oil', 'gas', 'petroleum', 'power', 'utilities', 'renewable', 'renewables', 'solar', 'wind', 'shell', 'bp', 'total', 'totalenergies', 'eni', 'repsol', 'iberdrola', 'mining', 'energie', 'energia'],
  Telecommunications: ['telecom', 'telecommunications', 'telco', 'mobile', 'vodafone', 'orange', 'telefonica', 'telekom', 'network operator', 'wireless'],
  Legal: ['law', 'legal', 'lawyer', 'attorney', 'solicitor', 'barrister', 'paralegal', 'counsel', 'kanzlei', 'rechtsanwalt', 'avocat', 'abogado', 'notary'],
  'Hospitality & Tourism': ['hotel', 'hotels', 'restaurant', 'hospitality', 'tourism', 'travel', 'chef', 'catering', 'resort', 'hotelerie', 'hosteleria', 'turismo'],
  'Government & Public Sector': ['government', 'ministry', 'council', 'municipal', 'federal', 'public sector', 'agency of', 'department of', 'city of', 'state of', 'ministerium', 'ministere', 'ministerio', 'ayuntamiento', 'army', 'navy', 'police'],
  'Human Resources & Recruitment': ['recruitment', 'recruiter', 'staffing', 'talent', 'hr', 'human resources', 'personnel', 'personal', 'rrhh', 'recrutement'],
  'Non-profit': ['foundation', 'charity', 'ngo', 'non-profit', 'nonprofit', 'red cross', 'unicef', 'stiftung', 'fondation', 'fundacion'],
};
