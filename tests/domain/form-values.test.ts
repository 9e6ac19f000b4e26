import { describe, expect, it } from 'vitest';
import { formFile, toPersonFormValues } from '@/domain/form-values';

describe('form values read back from saved details or a draft', () => {
  it('keeps every well-formed person field', () => {
    const saved = {
      firstName: 'Asha',
      middleName: 'N.',
      lastName: 'Mrisho',
      email: 'asha@example.com',
      mobile: '+447700900123',
      dob: '1990-04-02',
      sex: 'female',
      maritalStatus: 'married',
      idType: 3,
      idNumber: 'AB1234567',
      address: '12 High St',
      idCopy: { url: '/api/v1/files/1', name: 'passport.pdf' },
    };
    expect(toPersonFormValues(saved, ['male', 'female'])).toEqual(saved);
  });

  it('starts empty for anything missing, of the wrong type or not on offer, and for a non-object', () => {
    const empty = {
      firstName: '',
      middleName: '',
      lastName: '',
      email: '',
      mobile: '',
      dob: '',
      sex: '',
      maritalStatus: '',
      idType: '',
      idNumber: '',
      address: '',
      idCopy: null,
    };
    const odd = { firstName: 7, sex: 'other', maritalStatus: 'widowed', idType: 9, idCopy: 'file.pdf' };
    expect(toPersonFormValues(odd, ['male', 'female'])).toEqual(empty);
    expect(toPersonFormValues('not a draft', ['male', 'female'])).toEqual(empty);
    expect(toPersonFormValues(null, ['male', 'female'])).toEqual(empty);
    expect(toPersonFormValues({ sex: 'other' }, ['male', 'female', 'other']).sex).toBe('other');
    expect(toPersonFormValues({ idType: '2' }, ['male']).idType).toBe(2);
  });

  it('takes an uploaded file only with a url and a name', () => {
    expect(formFile({ url: '/f/1', name: 'a.pdf', size: 3 })).toEqual({ url: '/f/1', name: 'a.pdf' });
    expect(formFile({ url: '', name: 'a.pdf' })).toBeNull();
    expect(formFile({ url: '/f/1', name: '' })).toBeNull();
    expect(formFile({ url: 1, name: 'a.pdf' })).toBeNull();
    expect(formFile(undefined)).toBeNull();
  });
});
