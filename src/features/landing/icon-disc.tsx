import { Box, type BoxProps } from '@chakra-ui/react';

/** A decorative icon or number centred in a coloured disc or tile; its colours and size are the caller's. */
export function IconDisc(props: BoxProps) {
  return <Box flexShrink="0" display="grid" placeItems="center" aria-hidden="true" {...props} />;
}
