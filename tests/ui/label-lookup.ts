import { createRequire } from 'node:module';

/**
 * jsdom finds a label's control by walking the whole document for its `for` id, and a field's
 * labels by asking every label of the document for its control; Testing Library's getByLabelText
 * asks every field for its labels. In a rendered wizard that is a walk of the document per label
 * per field: about a fifth of a journey test's time. A document keeps an index of its ids that
 * answers with the first element in tree order, as the walk does: the label asks it instead. Any
 * other root (a fragment, a detached tree) still walks.
 */

interface LabelImpl {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?: (id: string) => object | null };
}

const require = createRequire(import.meta.url);
const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: object };
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable: (node: object) => boolean;
};
const DOCUMENT_NODE = 9;

const walking = Object.getOwnPropertyDescriptor(label.implementation.prototype, 'control')?.get;
if (!walking) throw new Error('jsdom changed: HTMLLabelElement-impl has no control getter');

Object.defineProperty(label.implementation.prototype, 'control', {
  configurable: true,
  get(this: LabelImpl) {
    const id = this.getAttributeNS(null, 'for');
    const root = id ? this.getRootNode({}) : undefined;
    if (id && root?.nodeType === DOCUMENT_NODE && root.getElementById) {
      const element = root.getElementById(id);
      return element && isLabelable(element) ? element : null;
    }
    return walking.call(this);
  },
});
