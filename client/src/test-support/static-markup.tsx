/**
 * Component tests without a DOM library: a component is rendered to HTML by react-dom/server (as the
 * browser would first show it) and read back as a small element tree, queried the way a user looks at
 * a page: a checkbox by its accessible name, a button by its name, text, data-testid.
 * Interactions (clicks) are not possible here: the state a click leads to is given as props, and the
 * clicks themselves are covered by the browser tests in e2e/.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';

export interface MarkupElement {
  tag: string;
  attrs: Record<string, string>;
  children: (MarkupElement | string)[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
    return ENTITIES[code] ?? whole;
  });
}

/** Parses React's static markup (well-formed: every element closed, attributes quoted). */
export function parseMarkup(html: string): MarkupElement {
  const root: MarkupElement = { tag: '#root', attrs: {}, children: [] };
  const stack = [root];
  const token = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (const match of html.matchAll(token)) {
    const [, closing, tag, rawAttrs, selfClosing, text] = match;
    const parent = stack[stack.length - 1];
    if (text !== undefined) {
      parent.children.push(decode(text));
    } else if (closing) {
      if (stack.length > 1 && parent.tag === tag) stack.pop();
    } else {
      const attrs: Record<string, string> = {};
      for (const [, name, value] of rawAttrs.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) attrs[name] = decode(value ?? '');
      const element: MarkupElement = { tag, attrs, children: [] };
      parent.children.push(element);
      if (!selfClosing && !VOID.has(tag)) stack.push(element);
    }
  }
  return root;
}

/** The element's text as read on screen (screen-reader-only text included), spaces collapsed. */
export function textOf(node: MarkupElement | string): string {
  const raw = (function collect(n: MarkupElement | string): string {
    if (typeof n === 'string') return n;
    return n.children.map(collect).join('');
  })(node);
  return raw.replace(/\s+/g, ' ').trim();
}

export function findAll(node: MarkupElement, test: (element: MarkupElement) => boolean): MarkupElement[] {
  const found: MarkupElement[] = [];
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (test(child)) found.push(child);
    found.push(...findAll(child, test));
  }
  return found;
}

export interface CheckboxView {
  name: string;
  /** aria-checked: 'true', 'false' or 'mixed' (the header checkbox with some rows selected). */
  checked: 'true' | 'false' | 'mixed';
  isDisabled: boolean;
}

/** A rendered screen (or part of one), queried by what the user sees. */
export class Screen {
  constructor(readonly root: MarkupElement) {}

  text(): string {
    return textOf(this.root);
  }

  /** Every checkbox (Radix renders role="checkbox" buttons), in document order. */
  checkboxes(): CheckboxView[] {
    return findAll(this.root, (el) => el.attrs.role === 'checkbox').map((el) => ({
      name: el.attrs['aria-label'] ?? '',
      checked: (el.attrs['aria-checked'] ?? 'false') as CheckboxView['checked'],
      isDisabled: 'disabled' in el.attrs,
    }));
  }

  checkbox(name: string): CheckboxView {
    const matches = this.checkboxes().filter((box) => box.name === name);
    if (matches.length !== 1) throw new Error(`Expected one checkbox named "${name}", found ${matches.length}`);
    return matches[0];
  }

  /** Buttons by accessible name: aria-label, else their text. */
  buttons(): { name: string; isDisabled: boolean }[] {
    return findAll(this.root, (el) => el.tag === 'button' && el.attrs.role === undefined).map((el) => ({
      name: el.attrs['aria-label'] ?? textOf(el),
      isDisabled: 'disabled' in el.attrs,
    }));
  }

  button(name: string): { name: string; isDisabled: boolean } {
    const matches = this.buttons().filter((b) => b.name === name);
    if (matches.length !== 1) throw new Error(`Expected one button named "${name}", found ${matches.length}: ${this.buttons().map((b) => b.name).join(' | ')}`);
    return matches[0];
  }

  hasButton(name: string): boolean {
    return this.buttons().some((b) => b.name === name);
  }

  byTestId(id: string): Screen[] {
    return findAll(this.root, (el) => el.attrs['data-testid'] === id).map((el) => new Screen(el));
  }

  byRole(role: string): Screen[] {
    return findAll(this.root, (el) => el.attrs.role === role).map((el) => new Screen(el));
  }

  attr(name: string): string | undefined {
    return this.root.attrs[name];
  }
}

/** Renders as the app does (a query client, a router at `path`) and returns the screen. */
export function renderStatic(element: ReactElement, { path = '/' }: { path?: string } = {}): Screen {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={path}>{element}</Router>
    </QueryClientProvider>,
  );
  return new Screen(parseMarkup(html));
}
