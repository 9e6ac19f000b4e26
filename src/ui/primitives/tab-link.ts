import type { SystemStyleObject } from '@chakra-ui/react';

/** The look of one tab in a page's tab bar (the status tabs, the approvals' kinds, a file's rows). */
export function tabLinkStyle(current: boolean): SystemStyleObject {
  return {
    py: '2.5',
    mb: '-1px',
    borderBottomWidth: '2px',
    borderColor: current ? 'navy.700' : 'transparent',
    color: current ? 'navy.900' : 'fg.muted',
    fontWeight: current ? 'semibold' : 'medium',
    whiteSpace: 'nowrap',
    _hover: { textDecoration: 'none', color: 'navy.900' },
  };
}
