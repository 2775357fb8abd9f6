import { describe, expect, it } from 'vitest';
import {
  asciiDigits,
  COUNTRY_CODES,
  isKnownCountry,
  isValidPostcode,
  isValidState,
  keepStateOnCountryChange,
  MA_STATES,
  normaliseCountry,
  normalisePostcode,
  normaliseState,
  stateField,
  stateName,
  stateOptions,
} from '@domain/address';

describe('country to states map', () => {
  it("holds Morocco's 75 states with the spec's codes and names", () => {
    expect(Object.keys(MA_STATES)).toHaveLength(75);
    expect(MA_STATES.maagd?.name).toBe('Agadir-Ida Ou Tanane');
    expect(MA_STATES.mamdf?.name).toBe('M’diq-Fnideq');
    expect(MA_STATES.mataf?.name).toBe('Tarfaya (EH-partial)');
    expect(MA_STATES.mazag?.name).toBe('Zagora');
    expect(Object.keys(MA_STATES).every((code) => /^ma[a-z]{3}$/.test(code))).toBe(true);
  });

  it('names a state in Arabic where it has an Arabic name, in Latin otherwise', () => {
    expect(stateName('MA', 'macas', 'ar')).toBe('الدار البيضاء');
    expect(stateName('MA', 'macas', 'fr')).toBe('Casablanca');
    expect(stateName('MA', 'mafah', 'ar')).toBe('Fahs-Beni Makada');
    expect(stateName('MA', 'nope', 'en')).toBeNull();
    expect(stateOptions('MA', 'en')[0]).toEqual({ code: 'maagd', name: 'Agadir-Ida Ou Tanane' });
    expect(stateOptions('FR', 'en')).toEqual([]);
  });

  it('gives the state field its form per country', () => {
    expect(stateField('MA')).toBe('select');
    expect(stateField('FR')).toBe('hidden');
    expect(stateField('US')).toBe('text');
  });

  it('keeps the previous state only when the new country still offers it', () => {
    expect(keepStateOnCountryChange('MA', 'macas')).toBe('macas');
    expect(keepStateOnCountryChange('MA', 'Bavaria')).toBe('');
    expect(keepStateOnCountryChange('FR', 'macas')).toBe('');
    expect(keepStateOnCountryChange('US', 'Ohio')).toBe('Ohio');
  });

  it('validates states against the country', () => {
    expect(isValidState('MA', normaliseState('MA', ' MACAS '))).toBe(true);
    expect(isValidState('MA', 'xx')).toBe(false);
    expect(isValidState('MA', '')).toBe(true);
    expect(isValidState('FR', 'Bretagne')).toBe(false);
    expect(isValidState('US', 'Ohio')).toBe(true);
  });

  it('knows ISO country codes', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(isKnownCountry(normaliseCountry(' ma '))).toBe(true);
    expect(isKnownCountry('ZZ')).toBe(false);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
});

describe('postcodes', () => {
  it('normalises Moroccan postcodes: spaces dropped, Arabic-Indic digits made ASCII', () => {
    expect(normalisePostcode('MA', ' 40 000 ')).toBe('40000');
    expect(normalisePostcode('MA', '٢٠٠٥٠')).toBe('20050');
    expect(asciiDigits('۱۲۳')).toBe('123');
    expect(normalisePostcode('GB', ' sw1a   1aa ')).toBe('SW1A 1AA');
  });

  it('requires five digits in Morocco, and allows an empty postcode', () => {
    expect(isValidPostcode('MA', '40000')).toBe(true);
    expect(isValidPostcode('MA', '4000')).toBe(false);
    expect(isValidPostcode('MA', '400000')).toBe(false);
    expect(isValidPostcode('MA', '4000A')).toBe(false);
    expect(isValidPostcode('MA', '')).toBe(true);
    expect(isValidPostcode('GB', 'SW1A 1AA')).toBe(true);
    expect(isValidPostcode('GB', '<script>')).toBe(false);
  });
});
