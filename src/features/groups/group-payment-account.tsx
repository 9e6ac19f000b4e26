import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import type { Group } from '@/api/groups';
import { useSetGroupAccount } from '@/api/payment-accounts';
import { describeFailure } from '@/domain/failures';
import { type PaymentAccount, paymentAccountSchema } from '@/domain/schemas/payment-account';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { AccountNumberField } from '@/ui/form/account-number-field';
import { FormDialog } from '@/ui/form/form-dialog';
import { PaymentAccountDetail } from '@/ui/layout/payment-account-detail';
import { notify } from '@/ui/primitives/toaster';

/** Long enough to read that the account waits, and why the group still shows its approved one. */
const WAITS_TOAST_MS = 8000;

/**
 * The account the group's premiums are debited from, or plainly that it has none; staff who may
 * update groups add or change it here (on a covered group, a second staff member approves it).
 */
export function GroupPaymentAccount({ group, canUpdate }: { group: Group; canUpdate: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const missing = !group.accountNumber;
  return (
    <>
      <PaymentAccountDetail
        accountNumber={group.accountNumber}
        action={
          canUpdate ? (
            <Button size="xs" variant="outline" colorPalette="navy" onClick={() => setOpen(true)}>
              <Landmark aria-hidden size={14} />
              {missing ? t('ui.paymentAccount.add') : t('ui.paymentAccount.change')}
            </Button>
          ) : undefined
        }
      />
      {canUpdate && (
        <FormDialog
          open={open}
          title={missing ? t('paymentAccounts.group.addTitle') : t('paymentAccounts.group.changeTitle')}
          onClose={() => setOpen(false)}
        >
          {open && <AccountForm group={group} onDone={() => setOpen(false)} />}
        </FormDialog>
      )}
    </>
  );
}

function AccountForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useSetGroupAccount(api, group.groupId);
  return (
    <Formik<PaymentAccount>
      initialValues={{ accountNumber: group.accountNumber ?? '' }}
      validationSchema={paymentAccountSchema}
      onSubmit={async (values, helpers) => {
        const outcome = await save(paymentAccountSchema.cast(values).accountNumber);
        if (outcome.kind === 'failed') {
          const onField = outcome.failure.messages.accountNumber;
          // A refused account shows on its field; anything else (a change already waiting) as a toast.
          if (onField) helpers.setFieldError('accountNumber', onField);
          else
            notify.error(t('paymentAccounts.group.failed'), {
              description: describeFailure(outcome.failure, errorText),
            });
          return;
        }
        if (outcome.kind === 'waiting')
          notify.blank(t('paymentAccounts.group.waits'), {
            description: t('paymentAccounts.group.waitsBody'),
            duration: WAITS_TOAST_MS,
          });
        else notify.success(t('paymentAccounts.group.saved'));
        onDone();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="5">
            <Text color="ink.muted">{t('paymentAccounts.group.intro')}</Text>
            <AccountNumberField />
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
              <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
                {t('paymentAccounts.group.cancel')}
              </Button>
              <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                {t('paymentAccounts.group.save')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
