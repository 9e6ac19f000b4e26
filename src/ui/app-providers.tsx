import '@fontsource-variable/plus-jakarta-sans';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import '../i18n';
import { system } from './theme';

/** Everything every screen needs around it: the design system and the message catalogue. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
