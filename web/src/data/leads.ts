import { collection, doc, onSnapshot, orderBy, query, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import {
  LEAD_SETTINGS_DEFAULT,
  LEAD_SETTINGS_ID,
  inquirySchema,
  leadEditSchema,
  leadEmailSchema,
  leadSchema,
  leadSettingsSchema,
  type LeadEdit,
  type LeadEmail,
  type LeadReply,
  type LeadSettings,
  type LeadStage,
} from '@common/schemas/leads';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { callFunction, type CallCopy } from './functions-client';
import { liveDocSource, rawDocument, useLiveDoc, useLiveQuery } from './live';
import { useOwnerList } from './owner-list';
import { mapResult, parseDocuments, type Result } from './result';
import { useServerState, type Source } from './store';

// Leads and their inquiries (docs/inquiries.md): written by the inquiry function, read by the
// owner, who moves a lead by hand (stage, lost reason, follow-up, notes) and answers it through
// the leads function (the email goes through the outbox and is kept on the lead).
export const leads = defineCollection(COLLECTIONS.leads, leadSchema);
const inquiries = defineCollection(COLLECTIONS.inquiries, inquirySchema);

export const useOwnerLeads = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.leads, leads, params);

/** The board: the latest 500 leads, live (a studio works from far fewer open ones). */
export const BOARD_LIMIT = 500;
export const useLeadBoard = () => useLiveQuery(leads, { orderBy: [['lastInquiryAt', 'desc']], limit: BOARD_LIMIT });

export const useLead = (id: string) => useLiveDoc(leads, id);

/** A lead's inquiries, newest first (ordered here: one equality needs no composite index). */
export function useLeadInquiries(leadId: string) {
  const result = useLiveQuery(inquiries, { where: [['leadId', '==', leadId]], limit: 100 });
  return mapResult(result, (rows) => [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()));
}

/** The leads whose first inquiry came between two moments (Reports), up to 2,000. */
export const useLeadsBetween = (from: Date, to: Date) =>
  useLiveQuery(leads, {
    where: [
      ['firstInquiryAt', '>=', from],
      ['firstInquiryAt', '<', to],
    ],
    orderBy: [['firstInquiryAt', 'asc']],
    limit: 2000,
  });

/** Leads nobody has answered yet (stage new), for the dashboard: how many, and since when. */
export const useNewLeads = () => useLiveQuery(leads, { where: [['stage', '==', 'new']], limit: 200 });

function emailsSource(db: Firestore, leadId: string): Source<WithId<LeadEmail>[]> {
  return {
    key: `lead-emails/${leadId}`,
    listen: (answer, fail) =>
      onSnapshot(
        query(collection(db, COLLECTIONS.leads, leadId, SUBCOLLECTIONS.leadEmails), orderBy('createdAt', 'desc')),
        (snapshot) => answer(parseDocuments(leadEmailSchema, snapshot.docs.map(rawDocument))),
        fail,
      ),
  };
}

/** What the lead was sent (the first reply, the owner's answers), newest first, live. */
export const useLeadEmails = (leadId: string) => useServerState(emailsSource(useFirestore(), leadId));

/** The owner's move of a lead: the four fields the rules take, stamped by the server. */
async function saveLeadEdit(db: Firestore, id: string, edit: LeadEdit) {
  const valid = leadEditSchema.parse(edit);
  await updateDoc(doc(leads.rawRef(db), id), {
    ...valid,
    lostReason: valid.stage === 'lost' ? valid.lostReason : '',
    updatedAt: serverTimestamp(),
  });
}

export const useSaveLeadEdit = () => useBound(saveLeadEdit);

const LEAD_CALLS: CallCopy = {
  signedOut: 'Please sign in again as the studio to answer.',
  unreachable: 'Your answer could not be sent: check your connection and try again. It is still in the box.',
  failed: () => 'Your answer could not be sent just now. Please try again in a minute.',
};

const LEADS_API = '/api/leads';
export const replyToLead = (reply: LeadReply) => callFunction<{ sent: boolean; stage: LeadStage }>(LEADS_API, reply, LEAD_CALLS);

const settingsRef = (db: Firestore) => doc(db, COLLECTIONS.ownerSettings, LEAD_SETTINGS_ID);
export type LeadSettingsValues = Omit<LeadSettings, 'updatedAt'>;

/** ownerSettings/leads, live; the defaults until the owner saves them. */
export function useLeadSettings(): Result<LeadSettingsValues> {
  const live = useServerState(liveDocSource(`ownerSettings/${LEAD_SETTINGS_ID}`, settingsRef(useFirestore()), leadSettingsSchema));
  return mapResult(live, (saved) => saved ?? LEAD_SETTINGS_DEFAULT);
}

async function saveLeadSettings(db: Firestore, input: LeadSettingsValues) {
  const valid = leadSettingsSchema.omit({ updatedAt: true }).parse(input);
  await setDoc(settingsRef(db), { ...valid, updatedAt: serverTimestamp() });
}

export const useSaveLeadSettings = () => useBound(saveLeadSettings);
