import { paths } from './paths';
import type { PolicyTexts } from './schemas/settings';

// The policies a new studio starts from (the first-run setup and the seed), to be read and adapted
// by the owner in Settings: they name no place and no law of their own, the studio's address and
// area come from the settings. Markdown, with the placeholders of common/policy-text.ts ({name},
// {deposit}, {area}, …) standing for the studio's settings.
// Every promise here is in the registry of common/copy-promises.ts, with the code that keeps it.

const contact = '[{email}](mailto:{email})';

const payment = `How payment works at {name}: a {deposit} deposit reserves your date, the balance is due {balanceDueDays} days before the event, and what happens if plans change.

## Deposit to reserve your date {#deposit}

A deposit of {deposit} of the package price (or the deposit named in a custom offer) reserves your date. Until the deposit arrives, a date is only pencilled in, and we may offer it to another couple or client after five days.

The deposit is part of the package price, not an extra fee. Once we record it we email you a receipt with your booking reference, and your date is held for you alone.

Deposits are non-refundable, because reserving a date means turning other clients away. They can, however, move with you to a new date under the rescheduling terms below.

## The balance {#balance}

The remaining {balance} is due no later than {balanceDueDays} days before your event, in one payment or in the instalments we agree with you. Your profile shows each instalment with its due date and what is left to pay, with every payment we have recorded.

We send a friendly reminder by email three days before each due date, on the day, and three days after it if the payment has not arrived. The reminders stop as soon as we record your payment.

Additions you choose after booking — extra hours, a second photographer, more styling pieces, albums — are added to the balance and follow the same due date. Additions requested inside the last {balanceDueDays} days are paid on the day.

For bookings made less than {balanceDueDays} days before the event, the full package price is due when we confirm.

## How to pay {#methods}

We accept:

- Bank transfer (ACH or wire) to the account shown on your confirmation. Please quote your booking reference.
- Cash at the studio, {address}, during studio hours ({hours}). Read the [cash payment page](${paths.cashPayment}) before you visit; we give a signed receipt every time.

We never ask for payment by gift card, and we will never send new bank details by email alone. If anything looks unusual, call us before you pay.

## Rescheduling {#rescheduling}

Life changes, and a date can move. If you tell us at least 60 days before the event, we move your booking once, free of charge, to any available date within twelve months. Your deposit and any payments move with it.

With less than 60 days’ notice we will still do our best. If we can fill the original date we move you without a fee; if not, a rescheduling fee of 15% of the package price applies.

A second change, or a new date more than twelve months away, is treated as a cancellation and a new booking.

## Cancellation and refunds {#cancellation}

If you need to cancel, tell us in writing (email is fine). What is refunded depends on how much notice we have:

- More than 30 days before the event: we keep the {deposit} deposit and refund everything else you have paid, in full.
- Between 8 and 30 days: we keep 50% of the package price (the deposit counts towards it) and refund the rest.
- Seven days or fewer: the full package price is due, because the date can rarely be filled at such short notice.

Refunds are made within ten business days, to the method you paid with; cash payments are refunded by bank transfer or in person at the studio.

If we ever have to cancel — serious illness or an emergency we cannot cover with one of our associate photographers — we refund every payment in full, deposit included.

## Frames and prints {#frames}

Frames and prints are made to order and paid in full when you order them. Orders can be cancelled for a full refund until production starts (we email you when it does); after that they cannot be refunded, but anything damaged in transit or faulty is remade free of charge.

## Late payments {#late-payments}

{lateFee}

If the balance is still unpaid 48 hours before the event, we may treat the booking as cancelled under the terms above. We would much rather talk first — if something has gone wrong, tell us and we will find a way.

## Questions about a payment {#contact}

Write to ${contact} or call {phone}, quoting your booking reference, or send a request through our [support page](${paths.support}). We reply within one business day.
`;

const terms = `The agreement between you and {name} when you use this site, book a session or event, or order frames: what we promise, what we ask of you, and who owns the photographs.

## Our agreement {#agreement}

These terms apply when you use this website or book photography, event styling or frames with {name}, the studio at {address}. By booking you accept them, together with our [payment policy](${paths.paymentPolicy}) and [privacy policy](${paths.privacyPolicy}). A written proposal or custom package we send you may add to these terms; where the two differ, the proposal wins.

## Bookings {#bookings}

A booking is confirmed when we email you our confirmation; the deposit then secures the date. Prices are in {currency} and are those shown when you book. Coverage times are continuous; extra time on the day is charged by the hour when we can stay.

Travel within {area} is included. Farther afield we add a flat travel fee, and destination events are quoted individually, before you book.

## What we ask of you {#your-part}

- Share a timeline, key names and the shots that matter most at least two weeks before the event.
- Make sure we may photograph and set up at your venue, and tell us about any restrictions (flash, drones, access times).
- Give our team a meal and a short break at events longer than six hours.
- Keep us safe: we may pause if a situation becomes unsafe for our crew or equipment.

## Delivery of your photographs {#delivery}

You receive a sneak peek within 72 hours. The full, edited gallery follows within six weeks for weddings, two weeks for portrait sessions and five working days for corporate events. Galleries are delivered to your profile as soft copies with a download link, available for twelve months.

We choose and edit images in our own style. Raw, unedited files are not delivered.

## Copyright and use of the images {#copyright}

We keep the copyright in the photographs, as the law provides. You receive a personal, non-exclusive, lifelong licence to print, share and enjoy them — on social media, in albums, as gifts. Please credit the studio when you post online.

Commercial use (selling the images, advertising, publishing in magazines) needs our written permission; we are usually happy to agree. Vendors featured in your event may receive images for their portfolios with credit to the studio.

We use images in our portfolio only with your consent, as our [privacy policy](${paths.privacyPolicy}) explains.

## Styling pieces and rentals {#styling}

Décor, linens, props and florals supplied for styling stay the property of the studio unless your package says otherwise. We set up and collect them at the agreed times. Loss or damage beyond normal wear is charged at replacement cost; we will always show you what happened first.

## Frames and prints {#frames}

Frames are made to order from the image and size you choose, usually in 10 to 14 days; we confirm the crop with you before production. Colours vary slightly between screens and paper, and natural wood varies in grain; these are not defects. Faulty or transit-damaged items are remade free of charge if you tell us within 14 days of delivery.

## If something goes wrong {#liability}

We bring backup cameras and cards and copy every image twice before leaving the venue. In the rare event that images are lost or we cannot attend for reasons beyond our control (illness, accident, severe weather, venue closure), we will first try to send a trusted associate. If that is not possible, our liability is limited to refunding what you have paid for the affected service.

We are not responsible for images we could not take because of venue rules, schedule changes or guests’ behaviour.

## Governing law and contact {#law}

These terms are governed by the law of the place where the studio is based. We hope never to disagree, but if we do, we will first try to resolve it in good faith; otherwise the courts there will decide.

We may update these terms; the version in force when you booked applies to your booking. Questions: ${contact} or {phone}.
`;

const privacy = `What {name} collects when you browse, book or write to us, why we keep it, who helps us process it, and the choices the law gives you.

## Who we are {#who-we-are}

{name} is a photography and event-styling studio at {address}. We are responsible for the personal information described here. You can reach us at ${contact} or {phone}.

## What we collect {#what-we-collect}

- Your account: when you sign in with Google we receive your name, email address and profile photo. You may add a phone number in your profile.
- Bookings and orders: event type, date, venue, guest count, notes you share with us, the package or frame you choose, and your payment method and status. We do not store card numbers.
- Messages: what you send through the contact and support forms, including any booking reference.
- Your photographs: the images we make at your event, and any photos you send us for frames or prints.
- Usage: pages visited and basic device information, collected by an analytics service to understand which pages help people. It is not used for advertising.

## How we use it {#how-we-use-it}

- to plan, photograph and style your event, and to deliver your images and orders;
- to reply to your messages and send you updates about your booking;
- to keep records that tax and accounting rules require;
- to keep the website secure and working well.

Our emails to you are about your account, your bookings, your orders and your messages to us; we do not use your address for marketing.

## Your photos in our portfolio {#portfolio}

We love sharing our work, but we ask first. Before your event we ask, in writing, whether we may use images from it in our gallery, journal and social channels. You can change your mind at any time; we remove the images from our own channels within 14 days.

Photos of children are never used in our portfolio without a parent’s written consent.

## Who we share it with {#sharing}

We do not sell or rent your personal information, and we do not share it for cross-context behavioural advertising. We share only what is needed with:

- Google Firebase, which hosts this site, our database and sign-in;
- our email provider, to send confirmations and replies;
- trusted associate photographers, stylists and framers working on your event or order, who are bound to confidentiality;
- authorities, when the law requires it.

## How long we keep it {#retention}

Booking and payment records are kept for seven years, as tax rules require. Delivered galleries stay available to download for twelve months; we keep an archive copy of your final images for {archiveYears}. Contact and support messages, and your account, are kept until you ask us to delete them, as described below.

## Your rights {#your-rights}

Wherever you live, you may ask to know what personal information we hold about you, to receive a copy, to correct it and to delete it, and you will not be treated differently for asking. As we do not sell or share personal information, there is nothing to opt out of — but you may tell us so anyway.

To make a request, email ${contact} from the address you use with us, or write through our [support page](${paths.support}). We answer within 45 days, usually much sooner.

## Security and children {#security}

Your information is stored with Google Cloud, encrypted in transit and at rest, and access is limited to the people who need it. No system is perfectly secure; if something ever went wrong we would tell you promptly.

This site is not directed at children under 13, and we do not knowingly collect their personal information.

## Changes and contact {#changes}

If we change this policy we update the date at the top. Questions are welcome at ${contact}, or see our [contact page](${paths.contact}).
`;

// Trimmed as the form stores them (zod trims), so saving an unchanged default keeps its day.
export const DEFAULT_POLICIES: PolicyTexts = { privacy: privacy.trim(), terms: terms.trim(), payment: payment.trim() };
