import { describe, expect, it } from 'vitest';
import { STARTER_DVIR_FIELDS, STARTER_DVIR_NAME } from '#shared/forms/starter-dvir';
import { categoryLabel, formNameIn, questionLabel } from '#shared/forms/starter-dvir-words';

describe('the starter DVIR in the reader\'s language', () => {
  it('gives every starter item, category and the form name a Spanish text of its own', () => {
    for (const field of STARTER_DVIR_FIELDS) {
      expect({ field: field.fieldId, es: questionLabel(field, 'es') }).not.toEqual({ field: field.fieldId, es: field.label });
      expect({ category: field.category, es: categoryLabel(field.category, 'es') }).not.toEqual({ category: field.category, es: field.category });
    }
    expect(formNameIn(STARTER_DVIR_NAME, 'es')).toBe('Inspección previa al viaje (DVIR)');
  });

  it('reads the starter item in Spanish and leaves English unchanged', () => {
    const brakes = STARTER_DVIR_FIELDS.find((f) => f.fieldId === 'service-brakes')!;
    expect(questionLabel(brakes, 'es')).toBe('Frenos de servicio');
    expect(questionLabel(brakes, 'en')).toBe('Service brakes');
  });

  it('shows a question the company reworded, and a form it renamed, as the company typed them', () => {
    expect(questionLabel({ fieldId: 'service-brakes', label: 'Service brakes and slack adjusters' }, 'es')).toBe('Service brakes and slack adjusters');
    expect(questionLabel({ fieldId: 'fuel-level', label: 'Fuel level' }, 'es')).toBe('Fuel level');
    expect(formNameIn('Yard check', 'es')).toBe('Yard check');
  });
});
