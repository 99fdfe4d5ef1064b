import { createRequire } from 'node:module';

/**
 * jsdom finds a label's `for` target by walking the whole document, and `input.labels` asks that of
 * every label in the document: each label query (getByLabelText, accessible names of inputs) cost
 * labels × nodes. A document answers the same question from its id index (getElementById returns
 * the first element in tree order with that id, which is what the HTML spec asks of `control`), so
 * this getter asks it there and keeps jsdom's own walk for every other case.
 */
const require = createRequire(import.meta.url);
const { implementation: LabelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js');
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js');

const jsdomControl = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control')!.get!;

Object.defineProperty(LabelImpl.prototype, 'control', {
  configurable: true,
  get() {
    const forValue: string | null = this.getAttributeNS(null, 'for');
    if (forValue) {
      const root = this.getRootNode({});
      if (root.nodeType === 9) {
        const target = root.getElementById(forValue);
        return target && isLabelable(target) ? target : null;
      }
    }
    return jsdomControl.call(this);
  },
});
