/**
 * SPEC §5's one way of telling a user that a value is missing or not valid, in every form:
 * 'Please provide valid {field}', followed in brackets by what a valid value looks like where
 * that is not obvious. Rule messages (family limits, ages, duplicates) say the rule instead, and
 * SPEC's own 'Please provide a valid id number' stays as SPEC writes it. Here, without Yup, so
 * that the schemas and the form fields share it.
 */
export function provideValid(field: string, expected?: string): string {
  return expected ? `Please provide valid ${field} (${expected})` : `Please provide valid ${field}`;
}
