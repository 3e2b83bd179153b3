import { describe, expect, it } from 'vitest';
import { EndpointMissingError } from '../../../web/src/api/payroll-endpoint.ts';
import { saveFailureOf } from '../../../web/src/features/payroll/common/field-errors.ts';

describe('a payroll call the API lacks, in the words a user reads', () => {
  it('says the part is coming soon and names no endpoint', () => {
    const { message } = saveFailureOf(new EndpointMissingError('POST /payruns/{id}/calculations'));
    expect(message).toMatch(/coming soon/);
    expect(message).not.toMatch(/\/payruns|POST|API|not available yet/);
  });
});
