import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type NextOfKin,
  type NextOfKinFormValues,
  nextOfKinSchema,
  toNextOfKin,
  toNextOfKinFormValues,
} from '@/domain/schemas/individual';
import type { UploadFile } from '@/domain/uploaded-file';
import { FocusFirstError } from './form-behaviour';
import { LARGE_CONTROLS } from './form-section';
import { SelectField } from './input-fields';
import { PersonFields, RELATIONSHIP_OPTIONS } from './person-fields';

export interface KinFormProps {
  /** The other next of kin: an id number already listed is refused. */
  others: readonly NextOfKin[];
  customerIdNumber: string | undefined;
  initialValues?: NextOfKin | undefined;
  onSubmit: (kin: NextOfKin) => void;
  onCancel: () => void;
  upload: UploadFile;
}

/** The next-of-kin form (SPEC §3, §5): the person fields and the relationship. */
export function KinForm({
  others,
  customerIdNumber,
  initialValues,
  onSubmit,
  onCancel,
  upload,
}: KinFormProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const [startValues] = useState(() => toNextOfKinFormValues(initialValues ?? {}));
  const schema = useMemo(() => nextOfKinSchema(others, customerIdNumber), [others, customerIdNumber]);
  return (
    <Formik<NextOfKinFormValues>
      initialValues={startValues}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(toNextOfKin(values, others, customerIdNumber))}
    >
      <Form noValidate>
        <FocusFirstError within={area} />
        <Stack ref={area} gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" css={LARGE_CONTROLS}>
            <SelectField
              name="relationship"
              label={t('ui.person.fields.relationship')}
              required
              options={RELATIONSHIP_OPTIONS.map(([value, key]) => ({
                value,
                label: t(`ui.person.options.relationship.${key}`),
              }))}
            />
            <PersonFields upload={upload} />
          </SimpleGrid>
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
            <Button type="button" variant="outline" size="lg" onClick={onCancel}>
              {t('ui.kin.cancel')}
            </Button>
            <Button type="submit" size="lg" colorPalette="navy" bg="navy.800">
              {initialValues ? t('ui.kin.save') : t('ui.kin.addButton')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}
