import { Link as RouterLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import type { CoverStatus } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';

export interface RecordLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  kind: 'customer' | 'diaspora' | 'group';
  id: string;
  name: string;
  /** The tab of the record's area it opens in. */
  status: CoverStatus;
}

/**
 * A record's name linking to its details in its own area. The design system's link styles arrive
 * as props (`Link asChild`) and go on to the anchor.
 */
export function RecordLink({ kind, id, name, status, ...styles }: RecordLinkProps) {
  const { t } = useTranslation();
  const common = { ...styles, title: t('approvals.records.open', { name }) };
  switch (kind) {
    case 'customer':
      return (
        <RouterLink
          to="/dashboard/customers/individuals/$customerStatus/$customerId"
          params={{ customerStatus: status, customerId: id }}
          {...common}
        >
          {name}
        </RouterLink>
      );
    case 'diaspora':
      return (
        <RouterLink
          to="/dashboard/customers/diasporas/$customerStatus/$customerId"
          params={{ customerStatus: status, customerId: id }}
          {...common}
        >
          {name}
        </RouterLink>
      );
    case 'group':
      return (
        <RouterLink
          to="/dashboard/customers/groups/$status/$groupId"
          params={{ status, groupId: id }}
          {...common}
        >
          {name}
        </RouterLink>
      );
  }
}
