import '@fontsource-variable/plus-jakarta-sans';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import '@/i18n/index';
import { AppToaster } from '@/ui/primitives/toaster';
import { designSystem } from '@/ui/theme/theme';
import { ConfirmProvider } from './confirm-provider';

/** Everything every screen needs around it: the design system, the message catalogue, toasts and confirmations. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={designSystem()}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <AppToaster />
    </ChakraProvider>
  );
}
