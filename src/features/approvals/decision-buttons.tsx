import { Button, HStack } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';

export interface DecisionButtonsProps {
  /** Names the row for screen readers: 'Approve Asha Juma'. */
  name: string;
  /** A decision on this row is on its way. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** A row's Approve and Reject buttons: side by side, full width on a phone's card. */
export function DecisionButtons({ name, busy, onApprove, onReject }: DecisionButtonsProps) {
  const { t } = useTranslation();
  return (
    <HStack
      gap="2"
      justify={{ base: 'stretch', md: 'flex-end' }}
      role="group"
      aria-label={t('approvals.actions.label', { name })}
    >
      <Button
        size="sm"
        colorPalette="green"
        flex={{ base: '1', md: 'none' }}
        loading={busy}
        onClick={onApprove}
        aria-label={t('approvals.actions.approveLabel', { name })}
      >
        <Check aria-hidden size={16} />
        {t('approvals.actions.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        flex={{ base: '1', md: 'none' }}
        disabled={busy}
        onClick={onReject}
        aria-label={t('approvals.actions.rejectLabel', { name })}
      >
        <X aria-hidden size={16} />
        {t('approvals.actions.reject')}
      </Button>
    </HStack>
  );
}
