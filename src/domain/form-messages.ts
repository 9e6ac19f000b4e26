/**
 * The schemas' word for a value left out (SPEC §5's generic 'Required'). Here, without Yup, so
 * the form fields can tell it apart from a rule's own message.
 */
export const REQUIRED_MESSAGE = 'Required';
