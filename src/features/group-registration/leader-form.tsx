import { useMemo, useState } from 'react';
import {
  type Leader,
  type LeaderFormValues,
  leaderSchema,
  toLeader,
  toLeaderFormValues,
} from '@/domain/schemas/group';
import type { UploadFile } from '@/domain/uploaded-file';
import { useTranslation } from '@/i18n/use-translation';
import { DialogForm } from '@/ui/form/dialog-form';
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
  const [startValues] = useState(() => toLeaderFormValues(initialValues ?? {}));
  const schema = useMemo(() => leaderSchema(others), [others]);
  return (
    <DialogForm<LeaderFormValues>
      initialValues={startValues}
      initialErrors={initialErrors}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(toLeader(values, others))}
      onCancel={onCancel}
      cancelLabel={t('groupRegistration.leaders.cancel')}
      submitLabel={
        initialValues ? t('groupRegistration.leaders.save') : t('groupRegistration.leaders.addButton')
      }
    >
      <PersonFields upload={upload} withPhoto />
    </DialogForm>
  );
}
