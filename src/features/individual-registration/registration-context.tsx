import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '@/api/client';
import type { UploadFile } from '@/domain/uploaded-file';
import type { RegistrationActor, RegistrationMode } from './registration-actor';

export interface RegistrationServices {
  actor: RegistrationActor;
  mode: RegistrationMode;
  api: ApiClient;
  /** Creating: the one key this registration's save sends. */
  submissionKey: string | null;
  /** The layout path of the wizard: `.../individuals/new` or `.../individuals/edit/{id}`. */
  basePath: string;
  upload: UploadFile;
}

const RegistrationContext = createContext<RegistrationServices | null>(null);

export function RegistrationProvider({
  value,
  children,
}: {
  value: RegistrationServices;
  children: ReactNode;
}) {
  return <RegistrationContext.Provider value={value}>{children}</RegistrationContext.Provider>;
}

export function useRegistration(): RegistrationServices {
  const services = useContext(RegistrationContext);
  if (!services) throw new Error('useRegistration must be used inside the individual registration flow');
  return services;
}
