import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  ALLERGEN_DECLARATION_LEVEL_LABELS,
  allergenGroupOf,
  allergenName,
  conflictingAllergenDeclarations,
  describeAllergenInfo,
  EU_14_ALLERGEN_CODES,
  FDA_MAJOR_ALLERGEN_CODES,
  isAllergenCode,
  isAllergenWithin,
} from '../../src/menu/allergens';

describe('allergens', () => {
  it('has about 60 codes, each with a readable name', () => {
    expect(ALLERGEN_CODES.length).toBeGreaterThanOrEqual(55);
    expect(ALLERGEN_CODES.length).toBeLessThanOrEqual(70);
    for (const code of ALLERGEN_CODES) expect(allergenName(code)).not.toBe(code);
  });

  it('includes the 14 EU allergens and the FDA big 9', () => {
    expect(EU_14_ALLERGEN_CODES).toHaveLength(14);
    expect(FDA_MAJOR_ALLERGEN_CODES).toHaveLength(9);
    expect(FDA_MAJOR_ALLERGEN_CODES).toContain('WHEAT');
    expect(EU_14_ALLERGEN_CODES).toContain('LUPIN');
  });

  it('groups specific allergens under the broader one', () => {
    expect(allergenGroupOf('ALMONDS')).toBe('TREE_NUTS');
    expect(allergenGroupOf('PEANUTS')).toBeNull();
    expect(isAllergenWithin('SPELT', 'GLUTEN')).toBe(true);
    expect(isAllergenWithin('GLUTEN', 'GLUTEN')).toBe(true);
    expect(isAllergenWithin('PEANUTS', 'TREE_NUTS')).toBe(false);
    for (const code of ALLERGEN_CODES) {
      const group = allergenGroupOf(code);
      if (group !== null) expect(allergenGroupOf(group)).toBeNull();
    }
  });

  it('labels declaration levels', () => {
    expect(ALLERGEN_DECLARATION_LEVEL_LABELS).toEqual({
      CONTAINS: 'Contains',
      MAY_CONTAIN: 'May contain',
      FREE_FROM: 'Free from',
    });
  });

  it('finds codes declared at two levels', () => {
    expect(
      conflictingAllergenDeclarations({ CONTAINS: ['MILK', 'EGGS'], FREE_FROM: ['MILK'], MAY_CONTAIN: [] }),
    ).toEqual(['MILK']);
    expect(conflictingAllergenDeclarations({ CONTAINS: ['MILK', 'MILK'] })).toEqual([]);
  });

  it('describes an item for menus and receipts', () => {
    expect(
      describeAllergenInfo({ CONTAINS: ['MILK', 'EGGS'], MAY_CONTAIN: ['PEANUTS'], FREE_FROM: [] }),
    ).toBe('Contains: Milk, Eggs. May contain: Peanuts.');
    expect(describeAllergenInfo({ FREE_FROM: ['house-made chilli oil'] })).toBe(
      'Free from: house-made chilli oil.',
    );
    expect(describeAllergenInfo({})).toBe('');
    expect(isAllergenCode('toString')).toBe(false);
  });
});
