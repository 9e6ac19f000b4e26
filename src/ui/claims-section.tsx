import { Badge, EmptyState, HStack, Separator, Stack, Text, VStack } from '@chakra-ui/react';
import { FileX } from 'lucide-react';
import { capitalise } from '../domain/names';
import { DateText } from './date-text';
import { DetailSection } from './detail-section';
import { Money } from './money';

/** What the section shows of one claim. */
export interface ClaimEntry {
  claimId: string;
  /** Whole TZS. */
  amount: number;
  status: string;
  createdAt: string;
}

export interface ClaimsSectionTexts {
  title: string;
  /** Before the total beside the title, e.g. 'Total claim'. */
  total: string;
  /** The list's accessible name. */
  label: string;
  empty: string;
  emptyBody: string;
}

/** A customer's claims in a details panel, newest first, with their total beside the title. */
export function ClaimsSection({
  claims,
  totalClaim,
  texts,
}: {
  claims: readonly ClaimEntry[];
  totalClaim: number;
  texts: ClaimsSectionTexts;
}) {
  return (
    <DetailSection
      title={texts.title}
      aside={
        <Text as="span" fontSize="sm" color="navy.900">
          <Text as="span" color="ink.muted" me="1.5">
            {texts.total}
          </Text>
          <Money amount={totalClaim} fontWeight="semibold" />
        </Text>
      }
    >
      <Claims claims={claims} texts={texts} />
    </DetailSection>
  );
}

function Claims({ claims, texts }: { claims: readonly ClaimEntry[]; texts: ClaimsSectionTexts }) {
  if (claims.length === 0) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator color="navy.300">
            <FileX />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title color="navy.900" fontSize="sm">
              {texts.empty}
            </EmptyState.Title>
            <EmptyState.Description color="ink.muted" fontSize="sm">
              {texts.emptyBody}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack
      as="ul"
      aria-label={texts.label}
      gap="0"
      listStyleType="none"
      separator={<Separator as="li" aria-hidden />}
    >
      {claims.map((claim) => (
        <HStack
          as="li"
          key={claim.claimId}
          py="2.5"
          _first={{ pt: '0' }}
          _last={{ pb: '0' }}
          justify="space-between"
          gap="3"
          fontSize="sm"
          wrap="wrap"
        >
          <Stack gap="0.5">
            <Money amount={claim.amount} fontWeight="semibold" color="navy.900" />
            <DateText value={claim.createdAt} color="ink.muted" />
          </Stack>
          <Badge
            variant="subtle"
            colorPalette={
              claim.status === 'paid' || claim.status === 'approved'
                ? 'teal'
                : claim.status === 'rejected'
                  ? 'red'
                  : 'gold'
            }
          >
            {capitalise(claim.status)}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}
