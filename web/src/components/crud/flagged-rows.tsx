import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { useToast } from '@/components/ui/toast';
import { useIsHeld } from '@/data/record-holds';
import { useRemoveDocument } from '@/data/repairs';
import { ConfirmDialog } from './confirm-dialog';
import { ProblemList, diagnose, type Diagnosis } from './flagged-diagnosis';
import type { InvalidDocument } from '@/data/result';
import type { FlaggedRepair } from './owner-list-declaration';
import { RepairDialog } from './repair-dialog';

type Action = { action: 'repair' | 'remove'; doc: InvalidDocument; diagnosis: Diagnosis };

/**
 * The documents of a list that do not read, as flagged rows for the table, and the repair or
 * remove dialog the owner opens from one of them.
 */
export function useFlaggedRows<T>(invalid: readonly InvalidDocument[] | undefined, repair: FlaggedRepair<T>) {
  const dialog = useDialogState<Action>();
  const flagged = (invalid ?? []).map((doc) => {
    const diagnosis = diagnose(doc, repair);
    return {
      id: doc.id,
      content: (
        <FlaggedRow
          doc={doc}
          noun={repair.noun}
          held={repair.held}
          diagnosis={diagnosis}
          onRepair={() => dialog.open({ action: 'repair', doc, diagnosis })}
          onRemove={() => dialog.open({ action: 'remove', doc, diagnosis })}
        />
      ),
    };
  });
  const target = dialog.target;
  let dialogs: ReactNode = null;
  if (target?.action === 'repair') {
    const { Editor } = repair;
    dialogs = Editor ? (
      <Editor key={dialog.opening} doc={target.doc} onClose={dialog.close} />
    ) : (
      <RepairDialog key={dialog.opening} doc={target.doc} repair={repair} diagnosis={target.diagnosis} onClose={dialog.close} />
    );
  } else if (target?.action === 'remove') {
    dialogs = <RemoveDialog key={dialog.opening} doc={target.doc} repair={repair} onClose={dialog.close} />;
  }
  return { flagged, dialogs };
}

/** Whose or which document it is, when a telling field still reads. */
const nameOf = (data: Readonly<Record<string, unknown>>) =>
  ['name', 'title', 'userName', 'question', 'packageName', 'email']
    .map((field) => data[field])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '');

type RowProps = {
  doc: InvalidDocument;
  noun: string;
  held?: FlaggedRepair<unknown>['held'];
  diagnosis: Diagnosis;
  onRepair: () => void;
  onRemove: () => void;
};

/** A record something else may name is offered for removal only once its hold is known to be absent. */
function FlaggedRow(props: RowProps) {
  return props.held && props.diagnosis.removable ? (
    <HeldFlaggedRow {...props} held={props.held} />
  ) : (
    <FlaggedRowView {...props} keptWhy={undefined} />
  );
}

function HeldFlaggedRow(props: RowProps & { held: NonNullable<RowProps['held']> }) {
  const isHeld = useIsHeld(props.held.collection, props.doc.id);
  const diagnosis = isHeld === false ? props.diagnosis : { ...props.diagnosis, removable: false };
  return <FlaggedRowView {...props} diagnosis={diagnosis} keptWhy={isHeld ? props.held.why : undefined} />;
}

function FlaggedRowView({ doc, noun, diagnosis, keptWhy, onRepair, onRemove }: RowProps & { keptWhy: string | undefined }) {
  const who = nameOf(doc.data);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex items-center gap-2 text-base font-semibold text-ink">
          <svg
            viewBox="0 0 20 20"
            className="size-5 shrink-0 text-danger"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
          >
            <path d="M10 3 2.5 16.5h15L10 3Z" strokeLinejoin="round" />
            <path d="M10 8v4M10 14.2v.1" strokeLinecap="round" />
          </svg>
          This {noun} can’t be shown as it is
        </p>
        <p className="mt-1 break-all text-ink-soft">
          Ref. <span className="font-mono">{doc.id}</span>
          {who && <> · {who}</>}
        </p>
        <div className="mt-2 text-ink-soft">
          <ProblemList problems={diagnosis.problems} />
        </div>
        {keptWhy && <p className="mt-2 text-xs text-muted">{keptWhy}</p>}
        {!diagnosis.repairable && !keptWhy && (
          <p className="mt-2 text-xs text-muted">
            {diagnosis.removable
              ? 'What is wrong is not something you can set here; remove it if it should not be kept.'
              : 'What is wrong is not something you can set here, and it is kept on record.'}
          </p>
        )}
      </div>
      {(diagnosis.repairable || diagnosis.removable) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {diagnosis.repairable && (
            <Button size="sm" variant="secondary" onClick={onRepair} aria-label={`Repair ${noun} ${doc.id}`}>
              Repair…
            </Button>
          )}
          {diagnosis.removable && (
            <Button size="sm" variant="danger-quiet" onClick={onRemove} aria-label={`Remove ${noun} ${doc.id}`}>
              Remove…
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function RemoveDialog<T>({ doc, repair, onClose }: { doc: InvalidDocument; repair: FlaggedRepair<T>; onClose: () => void }) {
  const remove = useRemoveDocument();
  const toast = useToast();
  return (
    <ConfirmDialog
      onClose={onClose}
      title={`Remove this ${repair.noun}?`}
      confirmLabel={`Remove ${repair.noun}`}
      busyLabel="Removing…"
      danger
      what="removal"
      onConfirm={async () => {
        await remove(repair.target, doc.id);
        toast(`The ${repair.noun} ${doc.id} is removed`);
      }}
    >
      <p>
        <span className="font-mono text-ink">{doc.id}</span> can’t be shown because part of it is not valid. Removing it deletes it for
        good.
      </p>
    </ConfirmDialog>
  );
}
