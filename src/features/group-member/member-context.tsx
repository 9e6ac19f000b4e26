import type { UploadFile } from '@/domain/uploaded-file';
import { createWizardServices, useWizardServices } from '@/ui/wizard/wizard-services';
import type { MemberActor } from './member-actor';

export interface MemberServices {
  actor: MemberActor;
  upload: UploadFile;
}

const Services = createWizardServices<MemberServices>();

export const MemberProvider = Services.Provider;

export const useMember = () => useWizardServices(Services, 'add-member wizard');
