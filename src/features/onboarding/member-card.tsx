import { Badge, Box, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Paperclip, Pencil, Trash2 } from 'lucide-react';
import type { DeclaredMember } from '@/domain/diaspora';
import { useTranslation } from '@/i18n/use-translation';
import { useChosenFileUrl } from '@/ui/form/chosen-files';
import { DateText } from '@/ui/primitives/date-text';

export const memberName = (m: DeclaredMember) =>
  [m.firstName, m.middleName, m.lastName].filter(Boolean).join(' ');

/** One declared beneficiary (SPEC §2): name, relationship, sex, date of birth and the proof. */
export function MemberCard({
  member,
  onEdit,
  onRemove,
  disabled,
}: {
  member: DeclaredMember;
  onEdit: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const name = memberName(member);
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" rounded="xl" p="4">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" color="navy.900">
              {name}
            </Text>
            <Badge colorPalette={member.relationship === 2 ? 'purple' : 'teal'}>
              {t(`onboarding.declaration.relationship.${member.relationship}`)}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t(`onboarding.declaration.sex.${member.sex}`)} · <DateText value={member.dob} />
          </Text>
          <Proof proof={member.copyOfProof} />
        </Stack>
        <HStack gap="1">
          <IconButton
            aria-label={t('onboarding.declaration.edit', { name })}
            variant="ghost"
            onClick={onEdit}
            disabled={disabled}
          >
            <Pencil aria-hidden />
          </IconButton>
          <IconButton
            aria-label={t('onboarding.declaration.remove', { name })}
            variant="ghost"
            colorPalette="red"
            onClick={onRemove}
            disabled={disabled}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </HStack>
      </HStack>
    </Box>
  );
}

/**
 * The proof of relationship: the visitor's own file, opened in a new tab while this page still
 * holds it; after a reload only its name, since the stored copy is for staff eyes only.
 */
function Proof({ proof }: { proof: DeclaredMember['copyOfProof'] }) {
  const { t } = useTranslation();
  const preview = useChosenFileUrl(proof?.url);
  if (!proof)
    return (
      <HStack fontSize="sm" gap="1.5" color="fg.muted">
        <Paperclip aria-hidden size={14} />
        <Text>{t('onboarding.declaration.noAttachment')}</Text>
      </HStack>
    );
  const text = `${t('onboarding.declaration.proof')}: ${proof.name}`;
  return (
    <HStack fontSize="sm" gap="1.5" color="fg.muted" minW="0">
      <Paperclip aria-hidden size={14} />
      {preview ? (
        <Link
          href={preview}
          target="_blank"
          rel="noopener noreferrer"
          color="navy.fg"
          fontWeight="medium"
          textDecoration="underline"
          textUnderlineOffset="3px"
          overflowWrap="anywhere"
        >
          {text}{' '}
          <Text as="span" srOnly>
            ({t('onboarding.declaration.opensInNewTab')})
          </Text>
          <ExternalLink aria-hidden size={14} />
        </Link>
      ) : (
        <Text overflowWrap="anywhere">{text}</Text>
      )}
    </HStack>
  );
}
