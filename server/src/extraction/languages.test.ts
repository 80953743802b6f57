import { describe, expect, it } from 'vitest';
import { extractCv } from './extract-cv';
import { extractLanguages } from './languages';
import { lookupLanguage } from './lexicon/languages';
import { textDocument } from './test-support';

describe('languages in the words of the CV', () => {
  it('reads the names each of the seven languages gives other languages, kept as written', () => {
    expect(extractLanguages(['Deutsch (Muttersprache), Englisch C1, Französisch B1'])).toEqual(['Deutsch', 'Englisch', 'Französisch']);
    // Regional and creole languages of the seven languages' countries.
    expect(extractLanguages(['Schweizerdeutsch, Plattdeutsch, Crioulo, Papiamento, Maltese'])).toEqual(['Schweizerdeutsch', 'Plattdeutsch', 'Crioulo', 'Papiamento', 'Maltese']);
    expect(extractLanguages(['Castellano: nativo', 'Valenciano: nativo', 'Catalán: C1', 'Euskera: básico'])).toEqual(['Castellano', 'Valenciano', 'Catalán', 'Euskera']);
    expect(extractLanguages(['Nederlands (moedertaal)', 'Engels', 'Duits', 'Frans'])).toEqual(['Nederlands', 'Engels', 'Duits', 'Frans']);
    expect(extractLanguages(['Français – langue maternelle', 'Néerlandais – courant'])).toEqual(['Français', 'Néerlandais']);
    expect(extractLanguages(['Italiano madrelingua, Napoletano, Inglese B2, Tedesco A2'])).toEqual(['Italiano', 'Napoletano', 'Inglese', 'Tedesco']);
    expect(extractLanguages(['Português (nativo), Inglês (fluente), Espanhol, Catalão'])).toEqual(['Português', 'Inglês', 'Espanhol', 'Catalão']);
  });

  it('knows a language by its own name when the CV is written in another one', () => {
    expect(lookupLanguage('polski')).toBe('Polish');
    expect(lookupLanguage('Türkçe')).toBe('Turkish');
    expect(lookupLanguage('svenska')).toBe('Swedish');
    expect(lookupLanguage('Valencia')).toBeNull();
  });

  it('lists a Spanish CV\'s languages from its own section', () => {
    const data = extractCv(
      textDocument(`María García López
maria.garcia@example.es
IDIOMAS
Castellano – nativo
Valenciano – nativo
Inglés – B2`),
    );
    expect(data.languages).toEqual(['Castellano', 'Valenciano', 'Inglés']);
  });
});
