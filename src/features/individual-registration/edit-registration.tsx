import type { IndividualRegistrationInput } from '@machines/individual-registration.machine';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '@/api/api-context';
import { type ApiClient, call } from '@/api/client';
import { individualKeys } from '@/api/individuals';
import type { components } from '@/api/schema.gen';
import type { ClientConfig } from '@/config';
import { ApiError } from '@/domain/failures';
import {
  toIndividualDetails,
  toIndividualFormValues,
  toNextOfKin,
  toNextOfKinFormValues,
} from '@/domain/schemas/individual';
import { useTranslation } from '@/i18n/use-translation';
import { FailedLine, LoadingLine } from '@/ui/primitives/load-states';
import { RegistrationFlow } from './registration-flow';

type Customer = components['schemas']['Customer'];

const asFile = (url: string | null) => (url ? { url, name: url.split('/').pop() ?? url } : null);

function cleanOrNull<T>(make: () => T): T | null {
  try {
    return make();
  } catch {
    return null;
  }
}

/** A loaded customer as the details form holds it; an account never given starts empty. */
export const editValues = (customer: Customer) =>
  toIndividualFormValues({
    ...customer,
    middleName: customer.middleName ?? '',
    email: customer.email ?? '',
    idNumber: customer.nin,
    idCopy: asFile(customer.ID),
    accountNumber: customer.accountNumber ?? '',
  });

/** The machine's input from a loaded customer: what is valid is kept, the rest is asked again. */
export function editInput(customer: Customer): IndividualRegistrationInput {
  const details = cleanOrNull(() => toIndividualDetails(editValues(customer)));
  const nextOfKins = customer.nextOfKin.flatMap((kin) => {
    const clean = cleanOrNull(() =>
      toNextOfKin(
        toNextOfKinFormValues({
          ...kin,
          middleName: kin.middleName ?? '',
          email: kin.email ?? '',
          idCopy: asFile(kin.idCopy),
        }),
      ),
    );
    return clean ? [clean] : [];
  });
  return { details, policy: customer.policy ?? null, nextOfKins: nextOfKins.slice(0, 2) };
}

async function loadCustomer(api: ApiClient, customerId: string) {
  const result = await call(api.GET('/customers/{customerId}', { params: { path: { customerId } } }));
  if (result.error) throw new ApiError(result.error);
  return result.data.data;
}

/** The edit wizard: loads GET /customers/{id}, then the same flow pre-filled, saving with PUT. */
export function EditRegistration(props: {
  customerId: string;
  config: ClientConfig;
  staffToken: () => string | null;
  onStaffUnauthorized?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { customerId } = props;
  const query = useQuery({
    queryKey: individualKeys.edit(customerId),
    queryFn: () => loadCustomer(api, customerId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (query.isPending) {
    return <LoadingLine text={t('individualRegistration.loading')} />;
  }
  if (query.isError) {
    return (
      <FailedLine
        error={query.error}
        text={(message) => t('individualRegistration.loadFailed', { message })}
      />
    );
  }
  return (
    <RegistrationFlow
      key={customerId}
      mode={{ kind: 'edit', customerId }}
      basePath={`/dashboard/customers/individuals/edit/${customerId}`}
      config={props.config}
      initial={editInput(query.data)}
      loadedValues={editValues(query.data)}
      staffToken={props.staffToken}
      {...(props.onStaffUnauthorized ? { onStaffUnauthorized: props.onStaffUnauthorized } : {})}
    >
      {props.children}
    </RegistrationFlow>
  );
}
