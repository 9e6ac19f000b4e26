import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Leader,
  type LeaderFormValues,
  leaderSchema,
  toLeader,
  toLeaderFormValues,
} from '@/domain/schemas/group';
import type { UploadFile } from '@/domain/uploaded-file';
import { FocusFirstError } from '@/ui/form/form-behaviour';
import { LARGE_CONTROLS } from '@/ui/form/form-section';
import { PersonFields } from '@/ui/form/person-fields';

export interface LeaderFormProps {
  /** The leaders of the other positions: their id numbers are refused here. */
  others: readonly Leader[];
  initialValues?: Leader | undefined;
  /** Field messages the server gave for this leader, e.g. an id number already registered. */
  initialErrors?: Record<string, string>;
  onSubmit: (leader: Leader) => void;
  onCancel: () => void;
  upload: UploadFile;
}

/** A group leader's form (SPEC §3, §5): the individual rules, a copy of the ID and a photo. */
export function LeaderForm({
  others,
  initialValues,
  initialErrors = {},
  onSubmit,
  onCancel,
  upload,
}: LeaderFormProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const [startValues] = useState(() => toLeaderFormValues(initialValues ?? {}));
  const schema = useMemo(() => leaderSchema(others), [others]);
  return (
    <Formik<LeaderFormValues>
      initialValues={startValues}
      initialErrors={initialErrors}
      initialTouched={Object.fromEntries(Object.keys(initialErrors).map((field) => [field, true]))}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(toLeader(values, others))}
    >
      <Form noValidate>
        <FocusFirstError within={area} />
        <Stack ref={area} gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" css={LARGE_CONTROLS}>
            <PersonFields upload={upload} withPhoto />
          </SimpleGrid>
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
            <Button type="button" variant="outline" size="lg" onClick={onCancel}>
              {t('groupRegistration.leaders.cancel')}
            </Button>
            <Button type="submit" size="lg" colorPalette="navy" bg="navy.800">
              {initialValues ? t('groupRegistration.leaders.save') : t('groupRegistration.leaders.addButton')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}
