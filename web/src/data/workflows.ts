import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import {
  ownerTaskSchema,
  stepSchema,
  workflowInputSchema,
  workflowRunSchema,
  workflowSchema,
  type Step,
  type Workflow,
} from '@common/schemas/workflows';
import { useBound, useNewDocumentId } from './bind';
import { defineCollection, type WithId } from './collection';
import { rawDocument, useLiveDoc, useLiveQuery } from './live';
import { useOwnerList } from './owner-list';
import { parseDocuments } from './result';
import { useServerState, type Source } from './store';

// Workflows (docs/workflows.md): the owner's workflows and their steps (a document each), each
// booking's run (what the job did; the owner's skips and "send now"), and the tasks steps make.
export const workflows = defineCollection(COLLECTIONS.workflows, workflowSchema);
const workflowRuns = defineCollection(COLLECTIONS.workflowRuns, workflowRunSchema);
const ownerTasks = defineCollection(COLLECTIONS.ownerTasks, ownerTaskSchema);

export type WorkflowWithSteps = WithId<Workflow> & { steps: Step[] };

export const useOwnerWorkflows = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.workflows, workflows, params);
export const useWorkflow = (id: string) => useLiveDoc(workflows, id);
export const useNewWorkflowId = () => useNewDocumentId(workflows.rawRef);

const stepsOf = (db: Firestore, workflowId: string) => collection(db, COLLECTIONS.workflows, workflowId, SUBCOLLECTIONS.workflowSteps);

const withIds = (steps: WithId<Omit<Step, 'id'>>[]): Step[] => [...steps].sort((a, b) => a.order - b.order);

function stepsSource(db: Firestore, workflowId: string): Source<Step[]> {
  return {
    key: `workflow-steps/${workflowId}`,
    listen: (answer, fail) =>
      onSnapshot(
        stepsOf(db, workflowId),
        (snapshot) => {
          const parsed = parseDocuments(stepSchema, snapshot.docs.map(rawDocument));
          answer({ ...parsed, data: withIds(parsed.data) });
        },
        fail,
      ),
  };
}

/** A workflow's steps in order, live. */
export const useWorkflowSteps = (workflowId: string) => useServerState(stepsSource(useFirestore(), workflowId));

function allWorkflowsSource(db: Firestore): Source<WorkflowWithSteps[]> {
  return {
    key: 'workflows-with-steps',
    fetch: async () => {
      const snapshot = await getDocs(collection(db, COLLECTIONS.workflows));
      const parsed = parseDocuments(workflowSchema, snapshot.docs.map(rawDocument));
      const data = await Promise.all(
        parsed.data.map(async (workflow) => {
          const steps = parseDocuments(stepSchema, (await getDocs(stepsOf(db, workflow.id))).docs.map(rawDocument));
          return { ...workflow, steps: withIds(steps.data) };
        }),
      );
      return { data, invalid: parsed.invalid };
    },
  };
}

/** Every workflow with its steps (a booking's timeline picks the one that applies). */
export const useAllWorkflows = () => useServerState(allWorkflowsSource(useFirestore()));

/**
 * Saves the builder: the workflow and each step (a document each), steps no longer there removed,
 * in one write. Made the default, it takes the mark from any other workflow in the same write.
 */
async function saveWorkflow(db: Firestore, id: string, input: unknown, before: { stepIds: string[]; otherDefaults: string[] }) {
  const { steps, ...workflow } = workflowInputSchema.parse(input);
  const batch = writeBatch(db);
  batch.set(doc(workflows.rawRef(db), id), { ...workflow, updatedAt: serverTimestamp() });
  steps.forEach(({ id: stepId, ...step }, order) => batch.set(doc(stepsOf(db, id), stepId), { ...step, order }));
  for (const gone of before.stepIds.filter((stepId) => !steps.some((s) => s.id === stepId))) batch.delete(doc(stepsOf(db, id), gone));
  if (workflow.isDefault) {
    for (const other of before.otherDefaults.filter((o) => o !== id))
      batch.update(doc(workflows.rawRef(db), other), { isDefault: false, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}

/** A booking's run: what the job did with each step, live; null before anything happened. */
export const useWorkflowRun = (bookingId: string) => useLiveDoc(workflowRuns, bookingId);

type Mark = 'skipped' | 'sendNow';

/** The owner's mark on one step of a booking (skip it, or send it now); `false` takes a skip back. */
async function markStep(db: Firestore, bookingId: string, stepId: string, mark: Mark, on = true) {
  const ref = doc(workflowRuns.rawRef(db), bookingId);
  // The first mark on a booking the job has not run for yet makes its run (an update of a missing
  // document is refused by the rules, not reported missing).
  if (!(await getDoc(ref)).exists()) {
    if (on) await setDoc(ref, { skipped: {}, sendNow: {}, [mark]: { [stepId]: serverTimestamp() } });
    return;
  }
  await updateDoc(ref, { [`${mark}.${stepId}`]: on ? serverTimestamp() : deleteField() });
}

/** The owner's open tasks, soonest first (the dashboard shows this week's). */
export const useOpenTasks = () => useLiveQuery(ownerTasks, { where: [['done', '==', false]], orderBy: [['dueOn', 'asc']], limit: 50 });

async function setTaskDone(db: Firestore, id: string, done: boolean) {
  await updateDoc(doc(ownerTasks.rawRef(db), id), { done, doneAt: done ? serverTimestamp() : null });
}

export const useSaveWorkflow = () => useBound(saveWorkflow);
export const useMarkStep = () => useBound(markStep);
export const useSetTaskDone = () => useBound(setTaskDone);
