import type { IndividualFormValues } from '@/domain/schemas/individual';
import type { UploadFile } from '@/domain/uploaded-file';
import { createWizardServices, useWizardServices } from '@/ui/wizard/wizard-services';
import type { RegistrationActor, RegistrationMode } from './registration-actor';

export interface RegistrationServices {
  actor: RegistrationActor;
  mode: RegistrationMode;
  /** Creating: the one key this registration's save sends. */
  submissionKey: string | null;
  /** The layout path of the wizard: `.../individuals/new` or `.../individuals/edit/{id}`. */
  basePath: string;
  upload: UploadFile;
  /** Editing: the loaded customer as the details form holds it, when its details are not complete. */
  loadedValues?: IndividualFormValues | undefined;
}

const Services = createWizardServices<RegistrationServices>();

export const RegistrationProvider = Services.Provider;

export const useRegistration = () => useWizardServices(Services, 'individual registration');
