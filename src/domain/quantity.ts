/**
 * Quantity rules, pure and shared: the quantity field steps and clamps with them, the cart drawer checks a value with
 * them before sending it, and the server validates every cart quantity with them.
 *
 * Field values are the strings an <input type="number"> holds; arithmetic is done in integers scaled to the step's
 * decimal places, so 0.1 + 0.2 stays 0.3 (no float drift).
 */

/** 'any' or '' (no step attribute) step by 1, as the spec's plus/minus buttons do. */
export type QuantityStep = number | 'any' | '';

export interface QuantityLimits {
  min: number;
  /** null: no maximum. */
  max: number | null;
  step: QuantityStep;
  soldIndividually: boolean;
}

/** A plain product line: at least 1, no maximum, whole units. */
export const DEFAULT_LIMITS: QuantityLimits = { min: 1, max: null, step: 1, soldIndividually: false };

/** The step the buttons use: 1 when the step is 'any', empty or not a positive number. */
export function effectiveStep(step: QuantityStep): number {
  return typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : 1;
}

/** Decimal places of a number as written ('0.25' → 2, '1e-3' → 3). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** The field's value as a number: empty (or blank) counts as 0, anything that is not a number is null. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return 0;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Writes a value with exactly `places` decimals ('2' with step 0.5 → '2.0'), as the spec's buttons keep them. */
export function formatQuantity(value: number, places: number): string {
  return value.toFixed(places);
}

/** The effective field limits: sold individually fixes the quantity at 1, clears the maximum and hides the field. */
export function fieldLimits(limits: QuantityLimits): {
  min: number;
  max: number | null;
  step: number;
  hidden: boolean;
  fixed: number | null;
} {
  if (limits.soldIndividually) return { min: 1, max: null, step: 1, hidden: true, fixed: 1 };
  return { min: limits.min, max: limits.max, step: effectiveStep(limits.step), hidden: false, fixed: null };
}

/**
 * The plus (`+1`) or minus (`-1`) button: one step up or down, never above max, never below min, minus never below 0,
 * and the result written with the step's decimal places.
 */
export function stepQuantity(raw: string, direction: 1 | -1, limits: QuantityLimits): string {
  const field = fieldLimits(limits);
  if (field.fixed !== null) return String(field.fixed);
  const places = decimalPlaces(field.step);
  const scale = 10 ** places;
  const toUnits = (n: number) => Math.round(n * scale);
  const current = toUnits(parseQuantity(raw) ?? 0);
  const step = toUnits(field.step);
  let next = current + direction * step;
  if (field.max !== null) next = Math.min(next, toUnits(field.max));
  next = Math.max(next, toUnits(field.min));
  if (direction < 0) next = Math.max(next, 0);
  return formatQuantity(next / scale, places);
}

/** Outside the cart table, a typed value below min is raised to min (other values are left as typed). */
export function raiseToMin(raw: string, limits: QuantityLimits): string {
  const field = fieldLimits(limits);
  if (field.fixed !== null) return String(field.fixed);
  const value = parseQuantity(raw);
  if (value === null || raw.trim() === '') return raw;
  return value < field.min ? String(field.min) : raw;
}

/** On blur, a value above max is reset to max. */
export function resetAboveMax(raw: string, limits: QuantityLimits): string {
  const field = fieldLimits(limits);
  if (field.fixed !== null) return String(field.fixed);
  const value = parseQuantity(raw);
  if (value === null || field.max === null) return raw;
  return value > field.max ? String(field.max) : raw;
}

/** A matched variation's limits (min_qty, max_qty; max null or 0 means none), and its quantity clamped into them. */
export function variationLimits(variation: {
  minQty: number;
  maxQty: number | null;
  soldIndividually: boolean;
}): QuantityLimits {
  const min = Math.max(0, variation.minQty);
  const max = variation.maxQty !== null && variation.maxQty > 0 ? Math.max(min, variation.maxQty) : null;
  return { min, max, step: 1, soldIndividually: variation.soldIndividually };
}

export function clampQuantity(value: number, limits: QuantityLimits): number {
  const field = fieldLimits(limits);
  if (field.fixed !== null) return field.fixed;
  const raised = Math.max(value, field.min);
  return field.max === null ? raised : Math.min(raised, field.max);
}

/** The field's value once a variation is matched: clamped between its min_qty and max_qty (1 when sold individually). */
export function clampField(raw: string, limits: QuantityLimits): string {
  const value = parseQuantity(raw);
  return String(clampQuantity(value ?? 0, limits));
}

/** Why a value fails the field's validity check, named as the browser's ValidityState names it. */
export type QuantityInvalidity = 'badInput' | 'valueMissing' | 'rangeUnderflow' | 'rangeOverflow' | 'stepMismatch';

/**
 * The browser's validity check of a number field (min, max, step based at min), which the cart drawer runs before it
 * sends a quantity. `required`: an empty field is invalid (the cart drawer's field is).
 */
export function quantityValidity(raw: string, limits: QuantityLimits, required = true): QuantityInvalidity | null {
  if (raw.trim() === '') return required ? 'valueMissing' : null;
  const value = parseQuantity(raw);
  if (value === null) return 'badInput';
  return checkQuantity(value, limits);
}

/** Whether a numeric quantity respects min, max and step (the server's check of every cart quantity). */
export function checkQuantity(
  value: number,
  limits: QuantityLimits,
): Exclude<QuantityInvalidity, 'badInput' | 'valueMissing'> | null {
  const field = fieldLimits(limits);
  if (field.fixed !== null)
    return value < field.fixed ? 'rangeUnderflow' : value > field.fixed ? 'rangeOverflow' : null;
  if (value < field.min) return 'rangeUnderflow';
  if (field.max !== null && value > field.max) return 'rangeOverflow';
  if (limits.step === 'any') return null;
  const places = Math.max(decimalPlaces(field.step), decimalPlaces(field.min), decimalPlaces(value));
  const scale = 10 ** places;
  const offset = Math.round((value - field.min) * scale);
  return offset % Math.round(field.step * scale) === 0 ? null : 'stepMismatch';
}

/** The limits of the cart drawer's field: 0 is allowed there (it removes the line), the rest is the line's. */
export function cartFieldLimits(limits: QuantityLimits): QuantityLimits {
  if (limits.soldIndividually) return { min: 0, max: 1, step: 1, soldIndividually: false };
  return { ...limits, min: 0 };
}
