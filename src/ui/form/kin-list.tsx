import { Alert, Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { MAX_NEXT_OF_KIN } from '@/domain/cover';
import type { NextOfKin } from '@/domain/schemas/individual';
import type { UploadFile } from '@/domain/uploaded-file';
import { translateRuleMessage } from '@/i18n/rule-messages';
import { useTranslation } from '@/i18n/use-translation';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { FormDialog } from './form-dialog';
import { KinForm } from './kin-form';
import { RELATIONSHIP_OPTIONS } from './person-fields';

export interface KinListProps {
  /** The step's heading, shown above the hint. */
  title: ReactNode;
  kin: readonly NextOfKin[];
  onAdd: (kin: NextOfKin) => void;
  onUpdate: (index: number, kin: NextOfKin) => void;
  onRemove: (index: number) => void;
  /** The form was submitted with none: the list shows red. */
  required: boolean;
  /** What the red alert says; 'add at least one before registering' by default. */
  requiredMessage?: string;
  /** Why the last change was refused (e.g. a duplicate id number). */
  error: string | null;
  /** While the form is being saved nothing can change. */
  disabled: boolean;
  upload: UploadFile;
  /** The customer's (or member's) own id number, which a next of kin cannot have. */
  customerIdNumber: string | undefined;
}

export const kinName = (kin: NextOfKin) =>
  [kin.firstName, kin.middleName, kin.lastName].filter(Boolean).join(' ');

/**
 * The editable next-of-kin list of SPEC §4: none to two people, added and edited in a dialog,
 * removed after a confirmation; the add control is hidden at two and the list turns red when
 * the form was submitted with none.
 */
export function KinList({
  title,
  kin,
  onAdd,
  onUpdate,
  onRemove,
  required,
  requiredMessage,
  error,
  disabled,
  upload,
  customerIdNumber,
}: KinListProps) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  // undefined: closed; null: adding; a number: editing that entry.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const save = (person: NextOfKin) => {
    if (typeof editing === 'number') onUpdate(editing, person);
    else onAdd(person);
    setEditing(undefined);
  };

  const remove = async (index: number, person: NextOfKin) => {
    const name = kinName(person);
    const yes = await confirm({
      title: t('ui.kin.removeTitle'),
      message: t('ui.kin.removeMessage', { name }),
      type: 'danger',
      okayText: t('ui.kin.removeConfirm'),
    });
    if (yes) onRemove(index);
  };

  const relationshipLabel = (value: number) => {
    const key = RELATIONSHIP_OPTIONS.find(([code]) => code === value)?.[1];
    return key ? t(`ui.person.options.relationship.${key}`) : '';
  };

  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          {title}
          <Text
            id="kin-hint"
            color={required ? 'red.600' : 'fg.muted'}
            fontWeight={required ? 'semibold' : undefined}
            data-invalid={required || undefined}
          >
            {t('ui.kin.hint')}
          </Text>
        </Stack>
        {kin.length < MAX_NEXT_OF_KIN && (
          <Button
            onClick={() => setEditing(null)}
            disabled={disabled}
            bg="navy.800"
            color="white"
            _hover={{ bg: 'navy.700' }}
          >
            <Plus aria-hidden />
            {t('ui.kin.add')}
          </Button>
        )}
      </HStack>

      {required && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{requiredMessage ?? t('ui.kin.required')}</Alert.Title>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{translateRuleMessage(error, i18n.language)}</Alert.Title>
        </Alert.Root>
      )}

      {kin.length === 0 ? (
        <Box
          bg="white"
          borderWidth={required ? '2px' : '1px'}
          borderStyle="dashed"
          borderColor={required ? 'red.500' : 'border'}
          rounded="xl"
          p="8"
          textAlign="center"
          data-invalid={required || undefined}
        >
          <Text color={required ? 'red.600' : 'fg.muted'}>{t('ui.kin.empty')}</Text>
        </Box>
      ) : (
        <Stack as="ul" gap="3" p="0" m="0" aria-label={t('ui.kin.listLabel')}>
          {kin.map((person, index) => (
            <HStack
              as="li"
              key={person.idNumber}
              aria-label={kinName(person)}
              justify="space-between"
              bg="white"
              borderWidth="1px"
              rounded="xl"
              p="4"
              gap="3"
              wrap="wrap"
            >
              <Stack gap="0.5">
                <HStack gap="2">
                  <Text fontWeight="semibold" color="navy.900">
                    {kinName(person)}
                  </Text>
                  <Badge colorPalette="navy">{relationshipLabel(person.relationship)}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {person.mobile} · {person.idNumber}
                </Text>
              </Stack>
              <HStack gap="1">
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t('ui.kin.edit', { name: kinName(person) })}
                  disabled={disabled}
                  onClick={() => setEditing(index)}
                >
                  <Pencil />
                </IconButton>
                <IconButton
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  aria-label={t('ui.kin.remove', { name: kinName(person) })}
                  disabled={disabled}
                  onClick={() => void remove(index, person)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}

      <FormDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        size="lg"
        title={typeof editing === 'number' ? t('ui.kin.editTitle') : t('ui.kin.addTitle')}
      >
        {editing !== undefined && (
          <KinForm
            others={kin.filter((_, i) => i !== editing)}
            customerIdNumber={customerIdNumber}
            initialValues={typeof editing === 'number' ? kin[editing] : undefined}
            onSubmit={save}
            onCancel={() => setEditing(undefined)}
            upload={upload}
          />
        )}
      </FormDialog>
    </>
  );
}
