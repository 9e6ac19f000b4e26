import { useBlocker } from '@tanstack/react-router';
import { useFormikContext } from 'formik';
import { createContext, type ReactNode, useContext, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from './confirm-dialog';
import { isInsideWizard } from './use-wizard-route';

/** The forms of a wizard that hold typed input the user has not moved on from. */
interface UnsavedInput {
  report: (form: string, unsaved: boolean) => void;
  any: () => boolean;
}

const UnsavedInputContext = createContext<UnsavedInput | null>(null);

/** Put inside a wizard step's Formik form: tells the wizard's guard while the form holds typed input. */
export function TrackUnsavedInput() {
  const { dirty } = useFormikContext();
  const unsaved = useContext(UnsavedInputContext);
  const form = useId();
  useEffect(() => unsaved?.report(form, dirty), [unsaved, form, dirty]);
  useEffect(() => () => unsaved?.report(form, false), [unsaved, form]);
  return null;
}

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
