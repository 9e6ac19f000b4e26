/** How people's names and labels are written across the product (SPEC §2). */
interface Named {
  firstName: string;
  middleName: string | null;
  lastName: string;
}

/** 'Baraka E. Kimaro': first name, middle initial and last name (SPEC §2). */
export function listName({ firstName, middleName, lastName }: Named): string {
  const initial = middleName?.trim().charAt(0).toUpperCase();
  return [firstName.trim(), initial ? `${initial}.` : '', lastName.trim()].filter(Boolean).join(' ');
}

/** 'Baraka Elia Kimaro': every name, in order. */
export function fullName({ firstName, middleName, lastName }: Named): string {
  return [firstName, middleName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** 'male' → 'Male'. */
export function capitalise(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
