import { describe, expect, it } from 'vitest';
import { parseMarkup, renderStatic, textOf } from './static-markup';

describe('static markup reader (the component tests read screens through it)', () => {
  it('reads nesting, void elements, attributes and entities as the browser would', () => {
    const root = parseMarkup('<ul><li data-x="a &amp; b"><input disabled=""/>One &lt;two&gt; &quot;3&quot; &#x27;4&#x27;</li><li>Five</li></ul>');
    const list = root.children[0];
    expect(typeof list !== 'string' && list.children).toHaveLength(2);
    expect(textOf(root)).toBe(`One <two> "3" '4'Five`);
    const first = typeof list !== 'string' ? list.children[0] : null;
    expect(first && typeof first !== 'string' && first.attrs['data-x']).toBe('a & b');
  });

  it('finds checkboxes and buttons by accessible name', () => {
    const screen = renderStatic(
      <div>
        <button type="button" role="checkbox" aria-checked="mixed" aria-label="Select all" />
        <button type="button" disabled>
          Save <span className="sr-only">changes</span>
        </button>
      </div>,
    );
    expect(screen.checkbox('Select all')).toEqual({ name: 'Select all', checked: 'mixed', isDisabled: false });
    expect(screen.button('Save changes').isDisabled).toBe(true);
    expect(() => screen.checkbox('Missing')).toThrow('Expected one checkbox named "Missing", found 0');
  });
});
