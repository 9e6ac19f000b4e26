import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeclaredMember } from '../../domain/diaspora';
import { DateText } from '../../ui/date-text';

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
          <HStack fontSize="sm" gap="1.5" color={member.copyOfProof ? 'teal.700' : 'fg.muted'}>
            <Paperclip aria-hidden size={14} />
            <Text>
              {member.copyOfProof
                ? `${t('onboarding.declaration.proof')}: ${member.copyOfProof.name}`
                : t('onboarding.declaration.noAttachment')}
            </Text>
          </HStack>
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
