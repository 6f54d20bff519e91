import type { ContractTemplate } from '@common/schemas/contracts';
import type { WithId } from '@/data/collection';
import { useContractSettings, useMakeDefaultContractTemplate } from '@/data/contract-settings';
import { useSetContractTemplateArchived } from '@/data/contract-templates';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Whether a template is the default (bookings without one of their own get it) or archived. */
export function TemplateBadges({ template, version = true }: { template: WithId<ContractTemplate>; version?: boolean }) {
  const isDefault = useContractSettings().data?.defaultTemplateId === template.id;
  return (
    <>
      {isDefault && <span className={`${pill} bg-champagne/20 text-champagne-deep`}>Default</span>}
      {template.archived && <span className={`${pill} bg-ink/10 text-ink-soft`}>Archived</span>}
      {version && <span className={`${pill} bg-linen text-ink-soft`}>Version {template.version}</span>}
    </>
  );
}

const NOTHING_CHANGED = "Couldn't change it. Nothing changed; try again.";

/**
 * A template's two moves besides editing: make it the default, archive or restore it. Each answers
 * the sentence for a toast, or refuses with an error whose message is one. The default cannot be archived: bookings without
 * a template of their own would have none to send.
 */
export function useTemplateMoves(template: WithId<ContractTemplate>) {
  const settings = useContractSettings();
  const makeDefault = useMakeDefaultContractTemplate();
  const setArchived = useSetContractTemplateArchived();
  const isDefault = settings.data?.defaultTemplateId === template.id;
  const fail = (error: unknown): never => {
    console.error('Changing the template failed', error);
    throw new Error(NOTHING_CHANGED);
  };
  return {
    isDefault,
    makeDefault: async (): Promise<string> => {
      if (template.archived) throw new Error('Restore this template before making it the default.');
      await makeDefault(template.id).catch(fail);
      return `“${template.name}” is the default contract`;
    },
    setArchived: async (archived: boolean): Promise<string> => {
      if (archived && isDefault) throw new Error('This is the default contract: make another template the default before archiving it.');
      await setArchived(template.id, archived).catch(fail);
      return archived ? `“${template.name}” archived` : `“${template.name}” restored`;
    },
  };
}
