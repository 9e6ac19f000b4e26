import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Form, Formik, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { formatTsh } from '@/domain/money';
import type { ChosenPolicy } from '@/domain/policy';
import {
  GROUP_DOCUMENTS,
  type GroupFormValues,
  groupDetailsSchema,
  toGroupDetails,
  toGroupFormValues,
} from '@/domain/schemas/group';
import { useTranslation } from '@/i18n/use-translation';
import { AccountNumberField } from '@/ui/form/account-number-field';
import { FileUploadField } from '@/ui/form/file-upload-field';
import { FocusFirstError, FormChangeListener } from '@/ui/form/form-behaviour';
import { FormSection } from '@/ui/form/form-section';
import { InputField, TextAreaField } from '@/ui/form/input-fields';
import { LetterLanguageField } from '@/ui/form/letter-language-field';
import { NextButton, StepActions } from '@/ui/wizard/step-actions';
import { TrackUnsavedInput } from '@/ui/wizard/track-unsaved-input';
import { useGroupRegistration } from './registration-context';
import { readDetailsDraft } from './registration-drafts';

const GROUP_FIELDS = new Set<string>(['name', 'membersCount', 'address', 'accountNumber']);

/** The chosen policy (or none yet) with the button that opens the picker; red when Next found none. */
function PolicyChoice({ policy }: { policy: ChosenPolicy | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { basePath } = useGroupRegistration();
  const { submitCount } = useFormikContext();
  const missing = !policy && submitCount > 0;
  return (
    <Stack as="section" aria-labelledby="group-policy-heading" gap="3">
      <Heading as="h2" id="group-policy-heading" size="lg" color="navy.900">
        {t('groupRegistration.details.policy')}
      </Heading>
      <HStack
        justify="space-between"
        wrap="wrap"
        gap="3"
        bg="white"
        borderWidth={missing ? '2px' : '1px'}
        borderStyle={policy ? 'solid' : 'dashed'}
        borderColor={missing ? 'red.500' : 'border'}
        rounded="xl"
        p="4"
        data-invalid={missing || undefined}
      >
        {policy ? (
          <Stack gap="0.5">
            <Text fontWeight="semibold" color="navy.900">
              {policy.name}
            </Text>
            {policy.premium !== undefined && policy.memberBenefit !== undefined && (
              <Text fontSize="sm" color="fg.muted">
                {t('groupRegistration.policy.figures', {
                  premium: formatTsh(policy.premium),
                  benefit: formatTsh(policy.memberBenefit),
                })}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="0.5">
            <Text fontWeight="semibold" color={missing ? 'red.600' : 'navy.900'}>
              {t('groupRegistration.policy.none')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('groupRegistration.policy.noneHint')}
            </Text>
          </Stack>
        )}
        <Button
          variant="outline"
          onClick={() => void navigate({ href: `${basePath}/basic-details/select-policy` })}
        >
          {policy ? t('groupRegistration.policy.change') : t('groupRegistration.policy.select')}
        </Button>
      </HStack>
      {missing && (
        <Text role="alert" color="red.600" fontSize="sm">
          {t('groupRegistration.policy.required')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * General Information (SPEC §2): the group, the account its premiums are debited from, its policy
 * and three optional documents; kept as a draft.
 */
export function DetailsStep() {
  const { t } = useTranslation();
  const { actor, upload } = useGroupRegistration();
  const confirmed = useSelector(actor, (s) => s.context.details);
  const policy = useSelector(actor, (s) => s.context.policy);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const area = useRef<HTMLDivElement>(null);
  const [startValues] = useState(() => toGroupFormValues(readDetailsDraft().values ?? confirmed ?? {}));
  // A field the server refused shows on its field until it is changed.
  const [initialErrors] = useState(() =>
    Object.fromEntries(Object.entries(serverErrors).filter(([field]) => GROUP_FIELDS.has(field))),
  );
  const refused = Object.values(initialErrors)[0];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {t('groupRegistration.steps.details')}
        </Heading>
        <Text color="fg.muted">{t('groupRegistration.steps.detailsHint')}</Text>
      </Stack>
      {refused && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      )}
      <Formik<GroupFormValues>
        initialValues={startValues}
        initialErrors={initialErrors}
        initialTouched={Object.fromEntries(Object.keys(initialErrors).map((field) => [field, true]))}
        validationSchema={groupDetailsSchema}
        onSubmit={(values) => actor.send({ type: 'details.submit', details: toGroupDetails(values) })}
      >
        <Form noValidate>
          <FormChangeListener<GroupFormValues>
            onChange={(values) => {
              actor.send({ type: 'details.change', values });
            }}
          />
          <TrackUnsavedInput />
          <FocusFirstError within={area} />
          <Stack ref={area} gap="8">
            <FormSection title={t('groupRegistration.details.group')}>
              <InputField
                name="name"
                label={t('groupRegistration.details.name')}
                errorMessage={t('groupRegistration.details.nameError')}
                required
                autoComplete="off"
                size="lg"
              />
              <InputField
                name="membersCount"
                label={t('groupRegistration.details.membersCount')}
                errorMessage={t('groupRegistration.details.membersCountError')}
                required
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                size="lg"
              />
              <Box gridColumn={{ md: 'span 2' }}>
                <TextAreaField
                  name="address"
                  label={t('groupRegistration.details.address')}
                  errorMessage={t('groupRegistration.details.addressError')}
                  required
                  rows={2}
                  size="lg"
                />
              </Box>
              <AccountNumberField />
              <LetterLanguageField />
            </FormSection>
            <PolicyChoice policy={policy} />
            <FormSection title={t('groupRegistration.details.documents')}>
              {GROUP_DOCUMENTS.map((kind) => (
                <FileUploadField
                  key={kind}
                  name={`documents.${kind}`}
                  label={t(`groupRegistration.details.${kind}`)}
                  upload={upload}
                />
              ))}
            </FormSection>
            <StepActions primary={<NextButton type="submit" />} />
          </Stack>
        </Form>
      </Formik>
    </Stack>
  );
}
