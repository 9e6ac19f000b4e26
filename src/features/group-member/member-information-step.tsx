import { Alert, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { MEMBER_FIELDS } from '@machines/group-member.machine';
import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { checkCustomerWithNextOfKin, MESSAGES } from '@/domain/cross-field-rules';
import { MEMBER_ID_TYPES, type MemberIdType } from '@/domain/identity';
import {
  type GroupMemberFormValues,
  groupMemberSchema,
  MEMBER_POSITIONS,
  toGroupMemberDetails,
  toGroupMemberFormValues,
} from '@/domain/schemas/group-member';
import { useTranslation } from '@/i18n/use-translation';
import { FocusFirstError } from '@/ui/form/form-behaviour';
import { LARGE_CONTROLS } from '@/ui/form/form-section';
import { SelectField } from '@/ui/form/input-fields';
import { PersonFields } from '@/ui/form/person-fields';
import { NextButton, StepActions } from '@/ui/wizard/step-actions';
import { useMember } from './member-context';

const STEP_ONE_FIELDS = new Set<string>(MEMBER_FIELDS);

/** Step one (SPEC §2, §3): the member's position, then the person fields of the individual rules. */
export function MemberInformationStep() {
  const { t } = useTranslation();
  const { actor, upload } = useMember();
  const taken = useSelector(actor, (s) => s.context.takenPositions);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const area = useRef<HTMLDivElement>(null);
  const [startValues] = useState(() => {
    const { member, position, takenPositions } = actor.getSnapshot().context;
    // The position the wizard was opened for is preselected, unless someone already holds it.
    const preselected = takenPositions.includes(position) ? '' : position;
    return toGroupMemberFormValues(member ?? { position: preselected });
  });
  // A field the server refused (e.g. 409 on position or idNumber) shows on its field until it is changed.
  const [initialErrors] = useState(() =>
    Object.fromEntries(Object.entries(serverErrors).filter(([field]) => STEP_ONE_FIELDS.has(field))),
  );
  const refused = Object.values(initialErrors)[0];
  const schema = useMemo(() => groupMemberSchema(taken), [taken]);

  const positionOptions = MEMBER_POSITIONS.map((position) => {
    const label = t(`groupMember.positions.${position}`);
    const held = taken.includes(position);
    return {
      value: position,
      label: held ? t('groupMember.taken', { position: label }) : label,
      disabled: held,
    };
  });
  const idTypeOptions = (Object.keys(MEMBER_ID_TYPES).map(Number) as MemberIdType[]).map((value) => ({
    value,
    label: t(`groupMember.idTypes.${MEMBER_ID_TYPES[value].name}`),
  }));

  return (
    <Stack gap="5">
      <Heading as="h2" size="xl" color="navy.900">
        {t('groupMember.steps.member')}
      </Heading>
      {refused && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      )}
      <Formik<GroupMemberFormValues>
        initialValues={startValues}
        initialErrors={initialErrors}
        initialTouched={Object.fromEntries(Object.keys(initialErrors).map((field) => [field, true]))}
        validationSchema={schema}
        onSubmit={(values, helpers) => {
          const member = toGroupMemberDetails(values, taken);
          // The chart refuses a member who is also their own next of kin: say so on the field.
          const clash = Object.entries(
            checkCustomerWithNextOfKin({ ...member, nextOfKins: actor.getSnapshot().context.nextOfKins }),
          ).find(([path, message]) => path.endsWith('.idNumber') && message === MESSAGES.nextOfKinIsCustomer);
          if (clash) {
            helpers.setFieldError('idNumber', t('groupMember.idNumberIsNextOfKin'));
            return;
          }
          actor.send({ type: 'member.submit', member });
        }}
      >
        <Form noValidate>
          <FocusFirstError within={area} />
          <Stack ref={area} gap="6">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" css={LARGE_CONTROLS}>
              <SelectField
                name="position"
                label={t('groupMember.fields.position')}
                required
                useSchemaMessage
                options={positionOptions}
              />
              <PersonFields upload={upload} idTypeOptions={idTypeOptions} withPhoto />
            </SimpleGrid>
            <StepActions primary={<NextButton type="submit" />} />
          </Stack>
        </Form>
      </Formik>
    </Stack>
  );
}
