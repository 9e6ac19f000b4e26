import type { IndividualDetails } from '@/domain/schemas/individual';

type PersonFields = Pick<IndividualDetails, 'middleName' | 'email' | 'idCopy'> & { idType: number };

/**
 * A person as the server takes them (a customer, a member, a next of kin): a blank middle name or
 * email left out, the id copy as its URL, the id type as its code.
 */
export function personPayload<P extends PersonFields>(person: P) {
  const { idCopy, middleName, email, ...rest } = person;
  return {
    ...rest,
    ...(middleName?.trim() ? { middleName: middleName.trim() } : {}),
    ...(email?.trim() ? { email: email.trim() } : {}),
    ...(idCopy ? { idCopy: idCopy.url } : {}),
    idType: Number(person.idType) as P['idType'],
  };
}
