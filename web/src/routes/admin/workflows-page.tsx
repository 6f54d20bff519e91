import { useParams } from 'react-router-dom';
import { NEW_WORKFLOW, adminPaths } from '@common/paths';
import { AdminPage } from '@/components/admin/admin-page';
import { DetailScreen } from '@/components/admin/detail-screen';
import { OwnerList } from '@/components/crud/owner-list';
import { Loaded } from '@/components/ui/loaded';
import { useWorkflow, useWorkflowSteps } from '@/data/workflows';
import { WorkflowBuilder } from '@/features/admin/workflows/workflow-builder';
import { workflowsList } from '@/features/admin/workflows/workflows-list';

/** Admin → Workflows (docs/workflows.md). */
export function WorkflowsPage() {
  return (
    <AdminPage
      title="Workflows"
      description="Emails, questionnaires, tasks and review requests, each a number of days from a moment of the booking. When an event moves, its steps move with it."
    >
      <OwnerList declaration={workflowsList} />
    </AdminPage>
  );
}

/** /admin/workflows/:workflowId: the builder, or a new workflow at /admin/workflows/new. */
export function WorkflowPage() {
  const id = useParams<'workflowId'>().workflowId ?? '';
  const isNew = id === NEW_WORKFLOW;
  return (
    <AdminPage
      title={isNew ? 'New workflow' : 'Workflow'}
      description="Each step: days before or after an anchor, and what to do. Emails use the booking’s merge fields; steps go out at the hour you choose, in the studio’s time zone."
    >
      {isNew ? <WorkflowBuilder workflow={null} /> : <ExistingWorkflow key={id} id={id} />}
    </AdminPage>
  );
}

function ExistingWorkflow({ id }: { id: string }) {
  const steps = useWorkflowSteps(id);
  return (
    <DetailScreen
      back={{ to: adminPaths.workflows, label: 'All workflows' }}
      live={useWorkflow(id)}
      what="this workflow"
      missing={`a workflow with the id ${id}`}
    >
      {(workflow) => (
        <Loaded result={steps} what="its steps" flag="owner">
          {(list) => <WorkflowBuilder workflow={{ ...workflow, steps: list }} />}
        </Loaded>
      )}
    </DetailScreen>
  );
}
