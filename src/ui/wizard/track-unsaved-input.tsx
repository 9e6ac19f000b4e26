import { useFormikContext } from 'formik';
import { useContext, useEffect, useId } from 'react';
import { UnsavedInputContext } from './unsaved-input';

/** Put inside a wizard step's Formik form: tells the wizard's guard while the form holds typed input. */
export function TrackUnsavedInput() {
  const { dirty } = useFormikContext();
  const unsaved = useContext(UnsavedInputContext);
  const form = useId();
  useEffect(() => unsaved?.report(form, dirty), [unsaved, form, dirty]);
  useEffect(() => () => unsaved?.report(form, false), [unsaved, form]);
  return null;
}
