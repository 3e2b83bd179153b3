import { describe, expect, it } from 'vitest';
import { ValidationError } from '#lambdas/http/errors';

describe('a refusal of a handler', () => {
  it('says the fields\' sentences where its message only listed field codes', () => {
    const error = new ValidationError('Invalid body: DriverID', { DriverID: 'Driver 1004599 is not in the driver lookup.' });
    expect(error.message).toBe('Driver 1004599 is not in the driver lookup.');
    expect(error.fields).toEqual({ DriverID: 'Driver 1004599 is not in the driver lookup.' });
  });

  it('keeps a message written as a sentence', () => {
    expect(new ValidationError('The file is not a PDF.', { fileKey: 'The file is not a PDF.' }).message).toBe('The file is not a PDF.');
  });
});
