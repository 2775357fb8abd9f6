import { describe, expect, it } from 'vitest';
import { chooseTerm, EMPTY_SELECTION, resetSelection, settleSelection, toggleTerm } from '@domain/variations';
import { ATTRIBUTES, catalogue } from './fixtures';

describe('choosing terms', () => {
  it('chooses, replaces and clears a term without touching the others', () => {
    expect(chooseTerm({}, 'colour', 'red')).toEqual({ colour: 'red' });
    expect(chooseTerm({ colour: 'red', size: 's' }, 'colour', 'blue')).toEqual({ colour: 'blue', size: 's' });
    expect(chooseTerm({ colour: 'red', size: 's' }, 'colour', '')).toEqual({ size: 's' });
  });

  it('toggles a swatch: a click selects, a click on the selected term unselects', () => {
    const once = toggleTerm({}, 'colour', 'red');
    expect(once).toEqual({ colour: 'red' });
    expect(toggleTerm(once, 'colour', 'red')).toEqual({});
    expect(toggleTerm(once, 'colour', 'blue')).toEqual({ colour: 'blue' });
  });

  it('resets to nothing chosen, with the reset message', () => {
    expect(resetSelection()).toEqual({ selection: EMPTY_SELECTION, message: 'reset' });
    expect(Object.keys(resetSelection().selection)).toHaveLength(0);
  });
});

describe('settling a selection', () => {
  it('selects the only enabled option left for another attribute', () => {
    const { list } = catalogue();
    // Green comes in s only (m hidden, l not purchasable).
    expect(settleSelection(ATTRIBUTES, list, { colour: 'green' }, 'colour')).toEqual({ colour: 'green', size: 's' });
    // xl comes only in blue.
    expect(settleSelection(ATTRIBUTES, list, { size: 'xl' }, 'size')).toEqual({ size: 'xl', colour: 'blue' });
    // Red has three sizes: nothing to fill in.
    expect(settleSelection(ATTRIBUTES, list, { colour: 'red' }, 'colour')).toEqual({ colour: 'red' });
  });

  it('never refills the attribute the shopper just cleared, nor fills an empty selection', () => {
    const { list } = catalogue();
    const cleared = toggleTerm({ colour: 'green', size: 's' }, 'size', 's');
    expect(settleSelection(ATTRIBUTES, list, cleared, 'size')).toEqual({ colour: 'green' });
    expect(settleSelection(ATTRIBUTES, list, {})).toEqual({});
    // A single-term attribute is not chosen on its own when nothing else is.
    const single = [{ slug: 'colour', terms: [{ slug: 'red' }] }];
    expect(settleSelection(single, list, {})).toEqual({});
  });

  it('clears a chosen term that is no longer an enabled option, keeping the fresh choice', () => {
    const { list } = catalogue();
    // From the address: red does not come in xl. Without a fresh choice, attributes are checked in order.
    expect(settleSelection(ATTRIBUTES, list, { colour: 'red', size: 'xl' })).toEqual({ size: 'xl', colour: 'blue' });
    // The shopper picks red while xl was chosen: xl goes, red stays.
    expect(settleSelection(ATTRIBUTES, list, { colour: 'red', size: 'xl' }, 'colour')).toEqual({ colour: 'red' });
    // green/m is hidden: a disabled option cannot stay chosen.
    expect(settleSelection(ATTRIBUTES, list, { colour: 'green', size: 'm' }, 'size')).toEqual({ size: 'm' });
    // Unknown terms and attributes are dropped.
    expect(settleSelection(ATTRIBUTES, list, { colour: 'purple', material: 'wool' })).toEqual({});
  });

  it('keeps out-of-stock choices: they are enabled, only marked', () => {
    const { list } = catalogue();
    expect(settleSelection(ATTRIBUTES, list, { colour: 'red', size: 'm' }, 'size')).toEqual({
      colour: 'red',
      size: 'm',
    });
  });

  it('in lookup mode keeps any offered term and fills single-term attributes around a choice', () => {
    const attributes = [...ATTRIBUTES, { slug: 'material', terms: [{ slug: 'wool' }] }];
    expect(settleSelection(attributes, null, { colour: 'red', size: 'xl' }, 'size')).toEqual({
      colour: 'red',
      size: 'xl',
      material: 'wool',
    });
    expect(settleSelection(attributes, null, { colour: 'purple' })).toEqual({});
  });
});
