/** The stored columns of a person's names and contact. */
interface NamedPerson {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  mobile: string;
}

/** A person's names and contact as the contract shows them, in every list and panel. */
export const nameAndContact = <Person extends NamedPerson>(person: Person) => ({
  firstName: person.first_name,
  middleName: person.middle_name,
  lastName: person.last_name,
  // A diaspora customer's email is required: the person's own type says so.
  email: person.email as Person['email'],
  mobile: person.mobile,
});

/** A person's names as one text, for a CSV cell. */
export const fullName = (person: Pick<NamedPerson, 'first_name' | 'middle_name' | 'last_name'>) =>
  [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');
