import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { NextOfKin } from '@/domain/schemas/individual';
import type { UploadFile } from '@/domain/uploaded-file';
import { KinList } from '@/ui/form/kin-list';
import { StepActions, SubmitButton, SubmitFailure } from './step-actions';

/** What a next-of-kin step shows; a wizard's statechart selects it (machines/wizard/next-of-kin). */
export interface KinStepState {
  kin: NextOfKin[];
  required: boolean;
  kinError: string | null;
  busy: boolean;
  failed: boolean;
  error: string | null;
}

/** The events a next-of-kin step sends; every wizard with next of kin takes them. */
export type KinStepEvent =
  | { type: 'kin.add'; kin: NextOfKin }
  | { type: 'kin.update'; index: number; kin: NextOfKin }
  | { type: 'kin.remove'; index: number }
  | { type: 'step.previous' }
  | { type: 'submit.retry' };

export interface KinStepProps {
  title: ReactNode;
  state: KinStepState;
  send: (event: KinStepEvent) => void;
  /** The wizard's last button: Register or Save. */
  onSubmit: () => void;
  labels: { submit: string; busy: string; retry: string; failed: (message: string) => string };
  requiredMessage?: string;
  upload: UploadFile;
  /** The id number of the person the next of kin stand for: none may share it. */
  holderIdNumber: string | undefined;
  gap?: string;
}

/** The last step of a wizard with next of kin (SPEC §2, §4): one or two people, then submit. */
export function KinStep({
  title,
  state,
  send,
  onSubmit,
  labels,
  requiredMessage,
  upload,
  holderIdNumber,
  gap = '6',
}: KinStepProps) {
  return (
    <Stack gap={gap}>
      <KinList
        title={title}
        kin={state.kin}
        onAdd={(person) => send({ type: 'kin.add', kin: person })}
        onUpdate={(index, person) => send({ type: 'kin.update', index, kin: person })}
        onRemove={(index) => send({ type: 'kin.remove', index })}
        required={state.required}
        {...(requiredMessage ? { requiredMessage } : {})}
        error={state.kinError}
        disabled={state.busy}
        upload={upload}
        customerIdNumber={holderIdNumber}
      />

      {state.failed && state.error && (
        <SubmitFailure
          message={labels.failed(state.error)}
          retryLabel={labels.retry}
          onRetry={() => send({ type: 'submit.retry' })}
        />
      )}

      <StepActions
        onPrevious={state.busy ? undefined : () => send({ type: 'step.previous' })}
        primary={
          <SubmitButton
            label={labels.submit}
            busyLabel={labels.busy}
            busy={state.busy}
            disabled={state.failed}
            onClick={onSubmit}
          />
        }
      />
    </Stack>
  );
}
