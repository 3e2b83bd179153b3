import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { FORM_TYPES } from '#shared/forms/form-states';
import { formFieldDefAttribute } from './form-field-attribute.ts';
import { reusedEntity } from './reused-entity.ts';

/**
 * A published version of a form, frozen: never updated once written. A submission names its version, and
 * its review and PDF read these questions even after the form changes (fleet-rules "Inspections").
 */
export const formVersionSchema = {
  model: { entity: 'formVersion', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    formId: { type: 'string', required: true, readOnly: true },
    formVersion: { type: 'number', required: true, readOnly: true },
    formName: { type: 'string', required: true, readOnly: true },
    formType: { type: FORM_TYPES, required: true, readOnly: true },
    formFields: { ...formFieldDefAttribute, readOnly: true },
    publishedAt: { type: 'string', required: true, readOnly: true },
    publishedBy: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byVersion: { pk: { field: 'pk', composite: ['companyId', 'formId'] }, sk: { field: 'sk', composite: ['formVersion'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(formVersionSchema, config));

export function formVersionEntity() {
  return reused();
}

export type FormVersionItem = EntityItem<ReturnType<typeof formVersionEntity>>;
