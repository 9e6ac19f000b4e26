/**
 * The value the page's style sheets give one CSS property of an element in a window of a given
 * width. jsdom parses the sheets Chakra writes but applies no media queries, so a layout that
 * differs between a phone and a desktop is read here from the cascade itself: rules whose media
 * query holds at that width, unlayered rules over layered ones, later layers over earlier ones,
 * then the more specific selector, then the later rule; an inline style wins over all of them.
 */

const REM_PX = 16;

interface Candidate {
  value: string;
  /** Cascade layer rank: its place in the layer order; unlayered rules rank above every layer. */
  layer: number;
  specificity: readonly [number, number, number];
  order: number;
}

type GroupingRule = CSSRule & { cssRules: CSSRuleList };

const isGrouping = (rule: CSSRule): rule is GroupingRule => 'cssRules' in rule;

function lengthInPx(text: string): number {
  const number = Number.parseFloat(text);
  if (text.trim().endsWith('rem') || text.trim().endsWith('em')) return number * REM_PX;
  return number;
}

/** Whether a media query's width conditions hold at `width` (other features are taken to hold). */
function mediaHolds(query: string, width: number): boolean {
  return query.split(',').some((one) => {
    const conditions = [...one.matchAll(/\((min|max)-width:\s*([^)]+)\)/g)];
    return conditions.every(([, bound, length]) =>
      bound === 'min' ? width >= lengthInPx(length ?? '') : width <= lengthInPx(length ?? ''),
    );
  });
}

/** A rough selector specificity (ids, classes and attributes and pseudo-classes, elements). */
function specificityOf(selector: string): [number, number, number] {
  const ids = (selector.match(/#[\w-]+/g) ?? []).length;
  const classes = (selector.match(/\.[\w-]+|\[[^\]]+\]|:(?!:)[\w-]+/g) ?? []).length;
  const elements = (selector.match(/(^|[\s>+~])[a-z][\w-]*/gi) ?? []).length;
  return [ids, classes, elements];
}

const compareSpecificity = (a: Candidate['specificity'], b: Candidate['specificity']) =>
  a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

export function cssAt(element: Element, property: string, width: number): string | undefined {
  const inline = (element as HTMLElement).style?.getPropertyValue(property);
  if (inline) return inline;

  const layerOrder: string[] = [];
  const rankOf = (layer: string | null) => {
    if (layer === null) return Number.POSITIVE_INFINITY;
    if (!layerOrder.includes(layer)) layerOrder.push(layer);
    return layerOrder.indexOf(layer);
  };
  const found: Candidate[] = [];
  let order = 0;

  const walk = (rules: CSSRuleList, layer: string | null) => {
    for (const rule of Array.from(rules)) {
      order += 1;
      if (rule instanceof CSSStyleRule) {
        const value = rule.style.getPropertyValue(property);
        if (!value) continue;
        const matching = rule.selectorText
          .split(',')
          .map((selector) => selector.trim())
          .filter((selector) => {
            try {
              return element.matches(selector);
            } catch {
              return false;
            }
          });
        if (matching.length === 0) continue;
        const specificity = matching.map(specificityOf).sort(compareSpecificity).at(-1) ?? [0, 0, 0];
        found.push({ value, layer: rankOf(layer), specificity, order });
      } else if (rule instanceof CSSMediaRule) {
        if (mediaHolds(rule.media.mediaText, width)) walk(rule.cssRules, layer);
      } else if (rule.constructor.name === 'CSSLayerStatementRule') {
        for (const name of (rule as CSSRule & { nameList: string[] }).nameList) rankOf(name);
      } else if (isGrouping(rule)) {
        const name = (rule as CSSRule & { name?: string }).name;
        walk(rule.cssRules, name ? (layer ? `${layer}.${name}` : name) : layer);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, null);

  found.sort(
    (a, b) =>
      (a.layer === b.layer ? 0 : a.layer < b.layer ? -1 : 1) ||
      compareSpecificity(a.specificity, b.specificity) ||
      a.order - b.order,
  );
  return found.at(-1)?.value;
}
