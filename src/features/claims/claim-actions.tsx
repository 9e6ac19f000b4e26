import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { FilePlus } from 'lucide-react';
import { useState } from 'react';
import * as Yup from 'yup';
import { useApi } from '@/api/api-context';
import { addClaimDocument, type Claim, decideClaim } from '@/api/claims';
import { describeFailure, failureOf } from '@/domain/failures';
import { reasonField } from '@/domain/schemas/reason';
import { can } from '@/domain/staff';
import type { UploadedFile, UploadFile } from '@/domain/uploaded-file';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { FileUpload } from '@/ui/form/file-upload';
import { FormDialog } from '@/ui/form/form-dialog';
import { TextAreaField } from '@/ui/form/input-fields';
import { notify } from '@/ui/primitives/toaster';
import type { ClaimsManagement } from './claims-section';
import type { StaffSession } from './staff-session';

/** The other steps the signed-in staff member may take on the claim now (its next is on its row). */
export function ClaimActions({
  claim,
  manage,
  session,
}: {
  claim: Claim;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [adding, setAdding] = useState(false);
  const { user } = session;
  const submitted = claim.status === 'submitted';
  const mayDecide = submitted && can(user, 'claims.approve');
  const mayAddDocument = (submitted || claim.status === 'approved') && can(user, 'claims.create');
  if (!mayDecide && !mayAddDocument) return null;

  return (
    <>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('ui.claims.actions.label')}>
        {mayDecide ? (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejecting(true)}>
            {t('ui.claims.actions.reject')}
          </Button>
        ) : null}
        {mayAddDocument ? (
          <Button size="xs" variant="outline" colorPalette="navy" onClick={() => setAdding(true)}>
            <FilePlus aria-hidden size={14} />
            {t('ui.claims.actions.addDocument')}
          </Button>
        ) : null}
      </HStack>
      <FormDialog open={rejecting} title={t('ui.claims.reject.title')} onClose={() => setRejecting(false)}>
        {rejecting ? (
          <RejectForm claimId={claim.claimId} manage={manage} onClose={() => setRejecting(false)} />
        ) : null}
      </FormDialog>
      <FormDialog open={adding} title={t('ui.claims.document.title')} onClose={() => setAdding(false)}>
        {adding ? (
          <DocumentForm
            claimId={claim.claimId}
            manage={manage}
            upload={session.upload}
            onClose={() => setAdding(false)}
          />
        ) : null}
      </FormDialog>
    </>
  );
}

function RejectForm({
  claimId,
  manage,
  onClose,
}: {
  claimId: string;
  manage: ClaimsManagement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = t('ui.claims.reject.reasonInvalid');
  const schema = Yup.object({
    reason: reasonField({ required: invalid, tooShort: invalid, tooLong: invalid }),
  });
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await decideClaim(api, queryClient, manage.holder, claimId, {
            action: 'reject',
            reason: values.reason.trim(),
          });
          notify.success(t('ui.claims.reject.done'));
          onClose();
        } catch (error) {
          const found = failureOf(error);
          if (found.messages.reason) helpers.setErrors({ reason: found.messages.reason });
          else setFailure(describeFailure(found, errorText));
          notify.error(t('ui.claims.reject.failed'), { description: describeFailure(found, errorText) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4">
            <TextAreaField name="reason" label={t('ui.claims.reject.reason')} required useSchemaMessage />
            {failure ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            ) : null}
            <HStack justify="flex-end" gap="3">
              <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                {t('ui.claims.reject.cancel')}
              </Button>
              <Button type="submit" colorPalette="red" loading={isSubmitting}>
                {t('ui.claims.reject.submit')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function DocumentForm({
  claimId,
  manage,
  upload,
  onClose,
}: {
  claimId: string;
  manage: ClaimsManagement;
  upload: UploadFile;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // One key per opened form: a double click or a retry adds the document once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const save = async () => {
    if (!file) {
      setProblem(t('ui.claims.document.required'));
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      // Only the file's address and name: the upload's answer carries more than a claim takes.
      await addClaimDocument(
        api,
        queryClient,
        manage.holder,
        claimId,
        { url: file.url, name: file.name },
        idempotencyKey,
      );
      notify.success(t('ui.claims.document.done'));
      onClose();
    } catch (error) {
      const message = describeFailure(failureOf(error), errorText);
      setProblem(message);
      notify.error(t('ui.claims.document.failed'), { description: message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="4">
      <FileUpload
        label={t('ui.claims.document.file')}
        upload={upload}
        value={file}
        onChange={(stored) => {
          setFile(stored);
          setProblem(null);
        }}
        {...(problem ? { errorText: problem } : {})}
      />
      <HStack justify="flex-end" gap="3">
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          {t('ui.claims.document.cancel')}
        </Button>
        <Button type="button" colorPalette="navy" loading={saving} onClick={() => void save()}>
          {t('ui.claims.document.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}
