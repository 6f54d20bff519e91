import { useId, useMemo } from 'react';
import { formatDateTime } from '@common/format';
import type { ContractTemplate } from '@common/schemas/contracts';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { Loaded } from '@/components/ui/loaded';
import { proseStyles } from '@/components/ui/prose';
import { DialogToastSlot } from '@/components/ui/toast-slot';
import { useDialogState } from '@/components/ui/use-dialog-state';
import type { WithId } from '@/data/collection';
import { useContractTemplateVersions } from '@/data/contract-templates';
import { renderMarkdown } from '@/lib/markdown';

type Version = { version: number; name: string; body: string | null; at: Date; current: boolean };

/**
 * The rows of the history, newest first: every saved version (versions/{n}), and the current
 * text and the first version when no version document holds them (a template written before
 * versions were kept, or a save still on its way).
 * @internal Exported for its tests only.
 */
export function historyRows(
  template: ContractTemplate,
  saved: readonly { version: number; name: string; body: string; savedAt: Date }[],
): Version[] {
  const rows: Version[] = saved.map((v) => ({
    version: v.version,
    name: v.name,
    body: v.body,
    at: v.savedAt,
    current: v.version === template.version,
  }));
  const has = (n: number) => rows.some((row) => row.version === n);
  if (!has(template.version))
    rows.push({ version: template.version, name: template.name, body: template.body, at: template.updatedAt, current: true });
  if (!has(1)) rows.push({ version: 1, name: template.name, body: null, at: template.createdAt, current: template.version === 1 });
  return rows.sort((a, b) => b.version - a.version);
}

/** Every version of a template with the time it was saved; one opens read-only. */
export function VersionHistory({ template }: { template: WithId<ContractTemplate> }) {
  const versions = useContractTemplateVersions(template.id);
  const dialog = useDialogState<Version>();
  return (
    <Panel title="Version history">
      <p className="mb-4 text-sm text-muted">A contract keeps the version it was sent with; later versions go to later contracts.</p>
      <Loaded result={versions} what="the versions" flag="owner">
        {(saved) => (
          <ol className="grid gap-2">
            {historyRows(template, saved).map((row) => (
              <li
                key={row.version}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl bg-ivory px-4 py-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    Version {row.version}
                    {row.current && (
                      <span className="ml-2 rounded-full bg-sage/20 px-2 py-0.5 text-xs font-semibold text-sage-deep">current</span>
                    )}
                  </p>
                  <p className="text-xs text-muted">
                    {row.version === 1 ? 'Created' : 'Saved'} <time dateTime={row.at.toISOString()}>{formatDateTime(row.at)}</time>
                    {row.name !== template.name && <> · named “{row.name}”</>}
                  </p>
                </div>
                {row.body !== null ? (
                  <Button variant="ghost" size="sm" onClick={() => dialog.open(row)} aria-label={`Open version ${row.version}`}>
                    Open
                  </Button>
                ) : (
                  <span className="text-xs text-muted">Its text is in the contracts sent with it</span>
                )}
              </li>
            ))}
          </ol>
        )}
      </Loaded>
      {dialog.target && <VersionDialog key={dialog.opening} version={dialog.target} onClose={dialog.close} />}
    </Panel>
  );
}

function VersionDialog({ version, onClose }: { version: Version; onClose: () => void }) {
  const titleId = useId();
  const html = useMemo(() => renderMarkdown(version.body ?? ''), [version.body]);
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      overlayClassName="flex justify-end"
      panelClassName="flex h-full w-full flex-col bg-ivory shadow-2xl sm:max-w-3xl"
    >
      <header className="flex items-start justify-between gap-4 border-b border-sand px-6 py-5 sm:px-8">
        <div className="min-w-0">
          <h2 id={titleId} className="text-3xl font-semibold text-ink">
            Version {version.version}
          </h2>
          <p className="mt-1 text-sm text-muted">
            “{version.name}”, {version.version === 1 ? 'created' : 'saved'} {formatDateTime(version.at)}. Read only: fields show as written.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-linen hover:text-ink"
        >
          <CloseIcon />
        </button>
      </header>
      <DialogToastSlot className="px-6 pt-4 sm:px-8" />
      <div className="flex-1 overflow-y-auto px-6 py-6 sm:px-8">
        {/* Sanitised by renderMarkdown (DOMPurify). */}
        <article className={`${proseStyles} text-base leading-relaxed`} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </Dialog>
  );
}
