import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '@/api/client';
import type { UploadFile } from '@/domain/uploaded-file';
import type { GroupRegistrationActor } from './registration-actor';

export interface GroupRegistrationServices {
  actor: GroupRegistrationActor;
  api: ApiClient;
  /** The layout path of the wizard: `/dashboard/customers/groups/add-group`. */
  basePath: string;
  upload: UploadFile;
}

const GroupRegistrationContext = createContext<GroupRegistrationServices | null>(null);

export function GroupRegistrationProvider({
  value,
  children,
}: {
  value: GroupRegistrationServices;
  children: ReactNode;
}) {
  return <GroupRegistrationContext.Provider value={value}>{children}</GroupRegistrationContext.Provider>;
}

export function useGroupRegistration(): GroupRegistrationServices {
  const services = useContext(GroupRegistrationContext);
  if (!services) throw new Error('useGroupRegistration must be used inside the group registration flow');
  return services;
}
