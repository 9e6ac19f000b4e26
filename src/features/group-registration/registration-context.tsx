import type { UploadFile } from '@/domain/uploaded-file';
import { createWizardServices, useWizardServices } from '@/ui/wizard/wizard-services';
import type { GroupRegistrationActor } from './registration-actor';

export interface GroupRegistrationServices {
  actor: GroupRegistrationActor;
  /** The layout path of the wizard: `/dashboard/customers/groups/add-group`. */
  basePath: string;
  upload: UploadFile;
}

const Services = createWizardServices<GroupRegistrationServices>();

export const GroupRegistrationProvider = Services.Provider;

export const useGroupRegistration = () => useWizardServices(Services, 'group registration');
