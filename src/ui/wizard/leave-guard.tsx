import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { type UnsavedInput, UnsavedInputContext } from './unsaved-input';
import { isInsideWizard } from './use-wizard-route';

export interface LeaveGuardProps {
  /** The wizard's own pages: moving between them is never asked about. */
  basePath: string;
  /** A draft keeps what was typed (create), or nothing does (edit). */
  keeps: 'draft' | 'nothing';
  children: ReactNode;
}

/**
 * Asks "Leave this form?" before a link, Back or a typed URL takes the user out of a wizard whose
 * step holds typed input. Sign-in, sign-out and an expired session navigate past it: they always win.
 */
export function LeaveGuard({ basePath, keeps, children }: LeaveGuardProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const unsaved = useMemo<UnsavedInput>(() => {
    const forms = new Set<string>();
    return {
      report: (form, isUnsaved) => void (isUnsaved ? forms.add(form) : forms.delete(form)),
      any: () => forms.size > 0,
    };
  }, []);

  useBlocker({
    enableBeforeUnload: false,
    shouldBlockFn: async ({ next }) => {
      if (isInsideWizard(next.pathname, basePath) || !unsaved.any()) return false;
      const leave = await confirm({
        title: t('ui.leaveGuard.title'),
        message: keeps === 'draft' ? t('ui.leaveGuard.draftKept') : t('ui.leaveGuard.changesLost'),
        type: 'warning',
        cancelText: t('ui.leaveGuard.stay'),
        okayText: t('ui.leaveGuard.leave'),
      });
      return !leave;
    },
  });

  return <UnsavedInputContext.Provider value={unsaved}>{children}</UnsavedInputContext.Provider>;
}
