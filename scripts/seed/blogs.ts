import type { Blog } from '@common/schemas';
import { STUDIO } from '@common/studio';
import { imageRef } from './images';
import type { SeedDoc } from './types';

const ELENA = 'Elena Marquez';
const THEO = 'Theo Laurent';

const timeline = `Most wedding days that feel rushed are not short of time; they are short of *buffer*. A timeline that works is built backwards from the two fixed points of the day — the ceremony and sunset — with room to breathe between everything else.

## Start with the fixed points

Write down the ceremony time and look up the sunset time for your date. In San Francisco that can be anywhere from 4:50 pm in December to 8:35 pm in June, and the fog can take golden hour away early on the coast. Everything else hangs from these two times.

## Work backwards from the ceremony

A typical order, counting back from a 4:00 pm ceremony:

- **3:30 pm** – guests arrive; the couple is tucked away.
- **2:45 pm** – wedding party and family portraits finish.
- **2:00 pm** – first look, if you are having one, then couple portraits.
- **1:15 pm** – getting into the dress and suit; details such as rings and invitations are already photographed.
- **11:30 am** – hair and make-up is well under way. Ask your artist how long each person takes and add 30 minutes.

Add **15 minutes of travel buffer** for every move between locations, and double it on a Friday afternoon.

## Plan portraits in three short blocks

Long portrait sessions wear everyone out. We prefer three short ones:

1. **Family formals** straight after the ceremony, 20–30 minutes, with a written list of groupings. Nominate a cousin who knows everyone to gather people.
2. **Couple portraits** during cocktail hour, 20 minutes close to the venue.
3. **Golden hour**, ten minutes slipped out of dinner about 30 minutes before sunset. These are often the pictures on the wall a year later.

## Reception rhythm

Speeches between courses keep the room warm and let your photographer eat when you do. Schedule the first dance straight after the meal, when everyone is still in the room, and the cake cutting before the dance floor opens so older guests can see it before they leave.

## Leave room for the unplanned

Build two **ten-minute gaps** into the afternoon. If nothing goes wrong, they become quiet moments to sit together with a glass of something cold — and those quiet moments make lovely photographs too.

## Share it early

Send the final timeline to your planner, venue, photographer, florist and the person giving the first toast **two weeks before**. When you book with ${STUDIO.name}, we draft the first version with you on your planning call and update it after the venue walk-through.`;

const autumn = `Autumn gives you the richest palette of the year, but it is easy to end up with a room that looks like a pumpkin patch. The trick is to choose a small, deliberate set of colours and let texture do the rest.

## Begin with one anchor colour

Pick a single colour you love and build out from it. Good anchors for an autumn celebration are:

- **Rust or burnt orange** – warm and joyful, lovely with candlelight.
- **Deep burgundy** – moody and elegant for evening events.
- **Olive or sage** – calmer, and a bridge between late summer and winter.
- **Ochre** – golden, sunny, and very kind to skin tones in photographs.

## Use the 60–30–10 rule

Decorators have used this for decades because it works: about **60%** of what guests see should be a quiet neutral (ivory linen, natural wood, stone), **30%** a supporting colour, and **10%** your accent. For example: ivory linen and oak tables (60), sage napkins and greenery (30), rust florals and candles (10).

## Add one dark note

A palette of only warm mid-tones can look flat in photographs. A touch of something darker — chocolate velvet ribbon, burgundy dahlias, charcoal menus — gives the eye somewhere to rest and makes the warm colours glow.

## Let texture carry the season

Instead of adding more colours, add materials: linen, velvet, dried grasses, raw-edge silk ribbon, matte ceramics, brass candlesticks. Texture photographs beautifully in low autumn light and keeps a restrained palette from feeling plain.

## Flowers and produce that are truly in season

In Northern California, September to November brings dahlias, garden roses, chrysanthemums, amaranth, persimmon branches, olive and smoke bush, as well as figs, pears and heirloom squash for grazing tables. In-season flowers are better value and last longer on a warm day.

## Test it in the light you will have

Colours change dramatically between noon and candlelight. Before you commit, put your swatches together on a table at the same time of day as your event and take a photo on your phone. If two colours merge into one, swap one of them out.

## Keep the stationery in the family

Carry one or two palette colours into invitations, signage and the cake so the story feels continuous. Our styling team builds a mood board and a physical swatch card for every celebration, and we bring that card to the venue on the day.`;

const wardrobe = `Clothes do more work in a family portrait than most people expect. They decide whether the picture feels calm or busy, and whether it still looks good on your wall in ten years.

## Coordinate, don't match

Identical white shirts and jeans were popular for a reason, but they can make a family look like a uniform. Instead, choose a **palette of three or four colours** and dress everyone in different combinations of them. Soft neutrals (cream, oatmeal, stone) with one or two muted colours (sage, dusty blue, blush, rust) work in every season.

## Start with the person hardest to dress

It is usually the youngest child or the most reluctant teenager. Find one outfit they are happy in, then build everyone else's clothes around its colours.

## Choose texture over pattern

Knitwear, linen, corduroy and cotton with a little structure look rich on camera. Small, busy patterns and thin stripes can shimmer in digital images, and large logos or slogans pull the eye away from faces. If you love pattern, give it to one person and keep it soft and large-scale, like a floral dress.

## Think about fit and movement

We will sit on the grass, pick up children and walk together, so choose clothes that are comfortable to move in. Check that hems are a good length for sitting, and that shirts stay tucked when arms are raised. Dresses and skirts that move a little are lovely when walking or twirling.

## Shoes matter more than you think

Shoes are in most full-length frames. Clean, simple shoes in leather or suede are best; avoid bright trainers. For beach sessions, bare feet are perfect.

## Layers for San Francisco weather

Bring a layer for everyone — a cardigan, a denim jacket, a wool coat. Our afternoons can turn cold and windy quickly, and layers also give us a second look without a change of clothes.

## Small details that help

- Iron or steam everything the day before.
- Keep hair ties off wrists and phones out of pockets.
- Bring snacks (not red or sticky ones) and a favourite toy for small children.
- Pack a lint roller and wet wipes.

## Your session wardrobe guide

Every ${STUDIO.name} portrait booking includes a short wardrobe call and a personalised palette guide. Send us photos of a few options a week before your session and we will help you choose.`;

const printVsDigital = `Almost every photograph taken today is seen once, on a phone, and then lost in a camera roll of thousands. Digital files and prints each have a role; the families who keep their memories best use both.

## Why digital files matter

Your full-resolution gallery is the master copy of your story. It lets you share with relatives anywhere, reprint at any size years from now, and make albums or cards whenever you like. Digital files are also fragile in a way people rarely notice: phones are lost, cloud accounts close, and file formats change.

## Keep three copies

A simple rule used by archivists is **3-2-1**: keep **three** copies of your photos, on **two** different kinds of storage, with **one** of them somewhere else. For example: the original download on your computer, a backup on an external drive, and a copy in a cloud service. Set a reminder to check them once a year.

## Why print anyway

A print is the only version of a photograph that does not need a device, a password or a subscription to be seen. Printed pictures get looked at: on the stairs, on a grandparent's mantelpiece, in an album a child pulls off the shelf. Prints also age well when made properly — archival pigment prints on cotton paper are rated to last well over a hundred years away from direct sun.

## What makes a print last

- **Archival paper and inks**: look for pigment inks and acid-free paper.
- **A mat between print and glass**: it stops the print sticking to the glazing.
- **UV-protective glazing**: especially for walls that see sunlight.
- **Hang away from kitchens, bathrooms and radiators**, where heat and humidity change quickly.

## Albums: the best of both

An album is a printed edit of a day — thirty or forty spreads that tell the story in order. It is the format families return to most often, and the one children ask for when they are grown up. Start with your favourites, then add the in-between moments that made the day feel like yours.

## Our approach

Every ${STUDIO.name} gallery is delivered as high-resolution soft copies in your account, ready to download and back up. When you are ready to print, our frames and albums are made to order with archival materials, and we are always happy to help you choose which images will look best on your walls.`;

const cameraBag = `People often ask what we carry on a wedding day. The honest answer is: less than you might think.

## Two bodies, three lenses

Each photographer carries two camera bodies so that a failure never costs a moment, plus a fast 35 mm, an 85 mm for portraits and a 70–200 mm for ceremonies where we need to stay discreet.

## Light we bring with us

A small LED panel, one flash with a grid and a reflector cover almost everything, from a dark church to a reception lit only by candles.

## Everything twice

Memory cards are written to two slots at once and copied to two drives the same night.`;

export const BLOGS: SeedDoc<Omit<Blog, 'keywords'>>[] = [
  {
    id: 'wedding-day-timeline',
    data: {
      slug: 'wedding-day-timeline',
      title: 'How to plan your wedding-day timeline',
      excerpt:
        'Work backwards from the ceremony and sunset, plan portraits in three short blocks and leave two ten-minute gaps. Here is the timeline we build with our couples.',
      body: timeline,
      cover: imageRef('blog/wedding-day-timeline'),
      author: ELENA,
      tags: ['weddings', 'planning', 'timeline'],
      published: true,
      publishedAt: new Date('2026-03-12T17:00:00Z'),
    },
  },
  {
    id: 'autumn-celebration-palette',
    data: {
      slug: 'autumn-celebration-palette',
      title: 'Choosing a palette for an autumn celebration',
      excerpt:
        'One anchor colour, the 60–30–10 rule, a single dark note and plenty of texture: how our stylists build an autumn palette that glows in candlelight.',
      body: autumn,
      cover: imageRef('blog/autumn-celebration-palette'),
      author: THEO,
      tags: ['styling', 'colour', 'autumn'],
      published: true,
      publishedAt: new Date('2026-08-20T17:00:00Z'),
    },
  },
  {
    id: 'what-to-wear-family-portraits',
    data: {
      slug: 'what-to-wear-family-portraits',
      title: 'What to wear for a family portrait session',
      excerpt:
        'Coordinate rather than match, choose texture over pattern and bring a layer for the San Francisco wind: our practical wardrobe guide for family portraits.',
      body: wardrobe,
      cover: imageRef('blog/family-portrait-outfits'),
      author: ELENA,
      tags: ['portraits', 'family', 'wardrobe'],
      published: true,
      publishedAt: new Date('2026-05-06T17:00:00Z'),
    },
  },
  {
    id: 'print-vs-digital',
    data: {
      slug: 'print-vs-digital',
      title: 'Print vs. digital: keeping your memories',
      excerpt:
        'Digital files are your master copy; prints and albums are how memories actually get seen. How to back up with the 3-2-1 rule and choose prints that last.',
      body: printVsDigital,
      cover: imageRef('blog/print-vs-digital'),
      author: THEO,
      tags: ['prints', 'albums', 'archiving'],
      published: true,
      publishedAt: new Date('2026-10-01T17:00:00Z'),
    },
  },
  {
    id: 'in-our-camera-bag',
    data: {
      slug: 'in-our-camera-bag',
      title: "Behind the lens: what's in our camera bag",
      excerpt: 'Two bodies, three lenses and everything twice: a look at the kit we bring to a wedding day.',
      body: cameraBag,
      cover: imageRef('blog/in-our-camera-bag'),
      author: ELENA,
      tags: ['behind the scenes', 'gear'],
      published: false,
      publishedAt: null, // a draft: stamped on its first publish
    },
  },
];
