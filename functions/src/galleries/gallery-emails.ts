import { formatIsoDay } from '../../../common/format';
import { clientGalleryPath, galleryEditorPath, paths } from '../../../common/paths';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';

// The gallery emails (issues 18 and 38), each sent once through the outbox under a key of its event.

export const GALLERY_EMAIL_KINDS = {
  published: 'gallery-published',
  opened: 'gallery-opened',
  selection: 'gallery-selection',
  reopen: 'gallery-reopen',
  invite: 'gallery-invite',
  expiry: 'gallery-expiry',
} as const;

export interface GalleryMailFacts {
  galleryId: string;
  title: string;
  customerName: string;
  customerEmail: string;
}

type Config = Pick<MailConfig, 'mailFrom' | 'site' | 'studio' | 'ownerEmail'>;

/** To the customer: the gallery is ready, with the way in (their account) and the download date if any. */
export function galleryPublishedEmail(facts: GalleryMailFacts, photoCount: number, expiresOn: string | null, config: Config): MailMessage {
  return buildEmail(
    {
      audience: 'customer',
      to: facts.customerEmail,
      subject: `Your gallery is ready: ${facts.title}`,
      heading: 'Your gallery is ready',
      preheader: `${facts.title}: ${photoCount} photographs, ready to view.`,
      blocks: [
        { paragraph: greeting(facts.customerName) },
        { paragraph: ['Your photographs are ready to view in your private gallery: ', { strong: facts.title }, '.'] },
        { button: 'Open your gallery', link: { path: clientGalleryPath(facts.galleryId) } },
        {
          details: [
            ['Photographs', String(photoCount)],
            ['Downloads until', expiresOn ? formatIsoDay(expiresOn) : 'No end date'],
            ['Also in', { link: { path: paths.profile }, text: 'your profile' }],
          ],
        },
        {
          paragraph:
            'Sign in with the account you booked with: the gallery is private to you. Mark your favourites there and send the selection to us for your album.',
        },
      ],
      kind: GALLERY_EMAIL_KINDS.published,
      ids: { documentId: facts.galleryId },
    },
    config,
  );
}

function ownerNotice(
  kind: string,
  subject: string,
  lines: string[],
  facts: GalleryMailFacts,
  config: Config,
  list: string[] = [],
): MailMessage {
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      replyTo: facts.customerEmail,
      subject,
      heading: subject,
      preheader: lines[0],
      blocks: [
        ...lines.map((line) => ({ paragraph: line })),
        list.length > 0 && { list },
        { button: 'Open the gallery', link: { path: galleryEditorPath(facts.galleryId) } },
      ],
      kind,
      ids: { documentId: facts.galleryId },
    },
    config,
  );
}

/** To the owner, once per gallery: the customer opened it for the first time. */
export const galleryOpenedNotice = (facts: GalleryMailFacts, config: Config) =>
  ownerNotice(
    GALLERY_EMAIL_KINDS.opened,
    `${facts.customerName} opened their gallery`,
    [`${facts.customerName} opened "${facts.title}" for the first time.`],
    facts,
    config,
  );

/** To the owner: the customer's selection, by file name (the editor downloads it as a text file). */
export const gallerySelectionNotice = (facts: GalleryMailFacts, fileNames: string[], config: Config) =>
  ownerNotice(
    GALLERY_EMAIL_KINDS.selection,
    `${facts.customerName} sent their selection`,
    [`${facts.customerName} sent ${fileNames.length} favourite${fileNames.length === 1 ? '' : 's'} from "${facts.title}":`],
    facts,
    config,
    fileNames,
  );

/** To the owner, once: the downloads closed on their date and the customer asks to reopen them. */
export const galleryReopenNotice = (facts: GalleryMailFacts, config: Config) =>
  ownerNotice(
    GALLERY_EMAIL_KINDS.reopen,
    `${facts.customerName} asks to reopen downloads`,
    [
      `The downloads of "${facts.title}" have closed, and ${facts.customerName} asks to reopen them. Set a later date, or none, in the gallery's download rules.`,
    ],
    facts,
    config,
  );

/**
 * To a person the owner invited to a gallery (issue 38): who invited them, and that they sign in with
 * this address to make their own picks.
 */
export function galleryInviteEmail(
  facts: Pick<GalleryMailFacts, 'galleryId' | 'title' | 'customerName'>,
  email: string,
  config: Config,
): MailMessage {
  return buildEmail(
    {
      audience: 'customer',
      to: email,
      subject: `You are invited to choose photographs: ${facts.title}`,
      heading: 'Choose your favourite photographs',
      preheader: `${facts.customerName}'s gallery "${facts.title}" is open to you.`,
      blocks: [
        { paragraph: 'Hello,' },
        {
          paragraph: [
            'You are invited to the private gallery ',
            { strong: facts.title },
            ` of ${facts.customerName}, to mark your own favourites and send your selection to us.`,
          ],
        },
        { button: 'Open the gallery', link: { path: clientGalleryPath(facts.galleryId) } },
        { paragraph: `Sign in with this address (${email}): the gallery opens only for the addresses invited to it.` },
      ],
      kind: GALLERY_EMAIL_KINDS.invite,
      ids: { documentId: facts.galleryId },
    },
    config,
  );
}

/**
 * To the customer, and to each person invited to the gallery, 14, 7 and 1 days before downloads
 * close (issue 38; expiry-reminders.ts), while a photo is left undownloaded by them: the day, and
 * that the photos stay to view.
 */
export function galleryExpiryEmail(
  facts: GalleryMailFacts,
  daysLeft: number,
  expiresOn: string,
  config: Config,
  /** To a person the customer invited (issue 38): the gallery is not "yours". */
  invited = false,
): MailMessage {
  const when = daysLeft <= 1 ? 'Today is the last day' : `${daysLeft} days left`;
  return buildEmail(
    {
      audience: 'customer',
      to: facts.customerEmail,
      subject: `${when} to download your photographs: ${facts.title}`,
      heading: `${when} to download`,
      preheader: `Downloads of ${facts.title} close after ${formatIsoDay(expiresOn)}.`,
      blocks: [
        { paragraph: greeting(facts.customerName) },
        {
          paragraph: [
            invited ? 'Downloads of the gallery ' : 'Downloads of your gallery ',
            { strong: facts.title },
            ` are open until ${formatIsoDay(expiresOn)}, and some photographs are not downloaded yet.`,
          ],
        },
        { button: 'Open your gallery', link: { path: clientGalleryPath(facts.galleryId) } },
        {
          paragraph:
            'After that day the photographs stay in your gallery to view, and you can ask us to reopen the downloads from the gallery page.',
        },
      ],
      kind: GALLERY_EMAIL_KINDS.expiry,
      ids: { documentId: facts.galleryId },
    },
    config,
  );
}
