import { Badge, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { type ApprovalCounts, type ApprovalKind, waitingTotal } from '@/api/approvals';
import { useTranslation } from '@/i18n/use-translation';
import { tabLinkStyle } from '@/ui/primitives/tab-link';

interface FilterTabProps {
  kind: ApprovalKind | undefined;
  current: boolean;
  name: string;
  count: number;
}

function FilterTab({ kind, current, name, count }: FilterTabProps) {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  // On a phone the tabs scroll sideways: the chosen one is brought into view.
  useEffect(() => {
    if (current) link.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <Link
      asChild
      // Holds the hidden 'waiting' word inside the sideways-scrolling tabs: positioned against the
      // page, it widened a phone's page past its screen.
      position="relative"
      px="3"
      gap="2"
      {...tabLinkStyle(current)}
    >
      <RouterLink
        ref={link}
        to="/dashboard/approvals"
        search={kind ? { kind } : {}}
        aria-current={current ? 'page' : undefined}
      >
        <Text as="span">{name}</Text>{' '}
        <Badge
          variant={current ? 'solid' : 'subtle'}
          colorPalette="navy"
          rounded="full"
          fontVariantNumeric="tabular-nums"
        >
          {count}
        </Badge>
        {/* Read as 'Claims 3 waiting': the visible words stay the start of the link's name. */}{' '}
        <VisuallyHidden>{t('approvals.filter.waiting')}</VisuallyHidden>
      </RouterLink>
    </Link>
  );
}

/** All, then one tab per kind the user may approve, each with how many wait; kept in `?kind=`. */
export function KindFilter({ counts, kind }: { counts: ApprovalCounts; kind: ApprovalKind | undefined }) {
  const { t } = useTranslation();
  return (
    <HStack
      as="nav"
      aria-label={t('approvals.filter.label')}
      gap="1"
      borderBottomWidth="1px"
      overflowX="auto"
    >
      <FilterTab
        kind={undefined}
        current={kind === undefined}
        name={t('approvals.filter.all')}
        count={waitingTotal(counts)}
      />
      {counts.map((count) => (
        <FilterTab
          key={count.kind}
          kind={count.kind}
          current={kind === count.kind}
          name={t(`approvals.filter.${count.kind}`)}
          count={count.waiting}
        />
      ))}
    </HStack>
  );
}
