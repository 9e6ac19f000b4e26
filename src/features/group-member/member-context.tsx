import { createContext, type ReactNode, useContext } from 'react';
import type { UploadFile } from '@/domain/uploaded-file';
import type { MemberActor } from './member-actor';

export interface MemberServices {
  actor: MemberActor;
  upload: UploadFile;
}

const MemberContext = createContext<MemberServices | null>(null);

export function MemberProvider({ value, children }: { value: MemberServices; children: ReactNode }) {
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}

export function useMember(): MemberServices {
  const services = useContext(MemberContext);
  if (!services) throw new Error('useMember must be used inside the add-member wizard');
  return services;
}
