import { describe, expect, it } from 'vitest';
import {
  attributesMatch,
  findVariation,
  hasChoice,
  isSelectionComplete,
  matchingVariations,
  missingAttributes,
} from '@domain/variations';
import { ATTRIBUTES, catalogue } from './fixtures';

describe('variation matching', () => {
  it("matches a partial selection, treats '' and absent attributes as any, and refuses a different term", () => {
    expect(attributesMatch({ colour: 'red', size: 's' }, {})).toBe(true);
    expect(attributesMatch({ colour: 'red', size: 's' }, { colour: 'red' })).toBe(true);
    expect(attributesMatch({ colour: 'red', size: 's' }, { colour: 'red', size: 'm' })).toBe(false);
    expect(attributesMatch({ colour: 'blue', size: '' }, { colour: 'blue', size: 'xl' })).toBe(true);
    expect(attributesMatch({ colour: 'blue' }, { colour: 'blue', size: 'm' })).toBe(true);
    expect(attributesMatch({ colour: 'blue', size: '' }, { colour: 'red', size: 'm' })).toBe(false);
    // An unchosen ('') choice does not constrain.
    expect(attributesMatch({ colour: 'red', size: 's' }, { colour: '', size: 's' })).toBe(true);
  });

  it('lists the fitting variations in list order', () => {
    const { v, list } = catalogue();
    expect(matchingVariations(list, { size: 'm' })).toEqual([v.redM, v.blueAny, v.greenM]);
    expect(matchingVariations(list, { colour: 'red' })).toEqual([v.redS, v.redM, v.redL]);
  });

  it('finds a variation only once every attribute is chosen', () => {
    const { v, list } = catalogue();
    expect(findVariation(list, ATTRIBUTES, { colour: 'red' })).toBeNull();
    expect(findVariation(list, ATTRIBUTES, { colour: 'red', size: '' })).toBeNull();
    expect(findVariation(list, ATTRIBUTES, { colour: 'red', size: 'l' })).toBe(v.redL);
  });

  it("lets an 'any' variation serve every term, the first fitting one in list order winning", () => {
    const { v, list } = catalogue();
    expect(findVariation(list, ATTRIBUTES, { colour: 'blue', size: 'm' })).toBe(v.blueAny);
    expect(findVariation(list, ATTRIBUTES, { colour: 'blue', size: 'xl' })).toBe(v.blueAny);
    // blue/s exists too, but the 'any' variation comes first in the list.
    expect(findVariation(list, ATTRIBUTES, { colour: 'blue', size: 's' })).toBe(v.blueAny);
    const exactFirst = [v.blueS, v.blueAny];
    expect(findVariation(exactFirst, ATTRIBUTES, { colour: 'blue', size: 's' })).toBe(v.blueS);
  });

  it('finds nothing for a combination no variation has', () => {
    const { list } = catalogue();
    expect(findVariation(list, ATTRIBUTES, { colour: 'red', size: 'xl' })).toBeNull();
    expect(findVariation([], ATTRIBUTES, { colour: 'red', size: 's' })).toBeNull();
  });

  it('names the unchosen attributes in order, and knows when something is chosen (the reset link)', () => {
    expect(missingAttributes(ATTRIBUTES, {})).toEqual(['colour', 'size']);
    expect(missingAttributes(ATTRIBUTES, { size: 'm', colour: '' })).toEqual(['colour']);
    expect(isSelectionComplete(ATTRIBUTES, { colour: 'red', size: 'm' })).toBe(true);
    expect(hasChoice({})).toBe(false);
    expect(hasChoice({ colour: '' })).toBe(false);
    expect(hasChoice({ size: 'm' })).toBe(true);
  });
});
