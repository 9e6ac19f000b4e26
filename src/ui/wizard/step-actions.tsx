import { Alert, Button, HStack } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** Previous and Next (or another primary action) at the foot of a step. */
export function StepActions({
  onPrevious,
  primary,
}: {
  onPrevious?: (() => void) | undefined;
  primary: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" pt="4" borderTopWidth="1px" gap="3">
      {onPrevious ? (
        <Button variant="outline" size="lg" onClick={onPrevious}>
          <ArrowLeft aria-hidden />
          {t('ui.wizard.previous')}
        </Button>
      ) : (
        <span />
      )}
      {primary}
    </HStack>
  );
}

export function NextButton(props: { disabled?: boolean; onClick?: () => void; type?: 'button' | 'submit' }) {
  const { t } = useTranslation();
  return (
    <Button
      size="lg"
      bg="navy.800"
      color="white"
      _hover={{ bg: 'navy.700' }}
      type={props.type ?? 'button'}
      {...props}
    >
      {t('ui.wizard.next')}
      <ArrowRight aria-hidden />
    </Button>
  );
}

/** The gold button that sends a wizard's last step: Register, Save or Submit. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="lg"
      bg="gold.400"
      color="navy.900"
      _hover={{ bg: 'gold.300' }}
      disabled={disabled}
      loading={busy}
      loadingText={busyLabel}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** Why the last submit failed, with a button to try again. */
export function SubmitFailure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
