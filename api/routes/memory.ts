import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { loadPassageTexts, type PassageWanted } from '../../db/queries/passages.ts';
import { deleteVerseCard, listVerseCards } from '../../db/queries/verse-cards.ts';
import { listVerseCollections } from '../../db/queries/verse-collections.ts';
import { findVerseSet } from '../../db/queries/verse-sets.ts';
import { baseLocale, isLocale, type Locale, locales } from '../../src/i18n/locales.ts';
import { versionField } from '../../src/lib/bible/inputs.ts';
import { clientOperationIdField } from '../../src/lib/client-operation.ts';
import { memoryVersionFor } from '../../src/lib/memory/memory-version.ts';
import { daysUntilDue, isDueToday, summarize, verseStatus } from '../../src/lib/memory/schedule.ts';
import {
  type MemoryAccess,
  maxCollectionName,
  memoryAccess,
  memoryMessages,
} from '../../src/lib/memory/verse-access.ts';
import { parseReference } from '../../src/lib/memory/verse-reference.ts';
import { masteryGoal } from '../../src/lib/memory-verses.ts';
import { isAdminRequest, requireAuth, requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { badRequest, notFound, parseInput, planLimit, readJsonBody } from '../http/errors.ts';
import { requestSubscription } from '../plans/subscription-status.ts';
import { addVerse, addVerses, practiseVerse } from '../services/record-verse-practice.ts';
import {
  addVerseToCollection,
  createCollection,
  deleteCollection,
  removeVerseFromCollection,
  renameCollection,
} from '../services/verse-collections.ts';
import { type ResolvedReference, resolveReference } from '../services/verse-references.ts';

const referenceField = z.string().max(100, 'That reference is too long.');
const referenceSchema = z.object({ reference: referenceField });
/**
 * The version a verse is shown and said in: the learner's page's (the Reina-Valera 1909 on Spanish
 * pages); the default memory version when absent.
 */
const memoryVersionField = z.preprocess((v) => (v === '' ? undefined : v), versionField.optional());
const overviewQuery = z.object({ version: memoryVersionField });
const practiceSchema = z.object({
  reference: referenceField,
  version: memoryVersionField,
  answer: z.string().max(6000, 'That answer is too long.'),
  /** Sent again after practising offline: the same id counts once. */
  opId: clientOperationIdField,
  /** The page's language: the answer is checked in its memory version (a Spanish page's is the RV1909). */
  language: z.enum(locales).optional(),
});

/** `?language=es`: the verses' text in that language's memory version (English's when absent or unknown). */
function requestedLanguage(c: Context<AppEnv>): Locale {
  const language = c.req.query('language');
  return isLocale(language) ? language : baseLocale;
}
const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, memoryMessages.nameEmpty)
    .max(maxCollectionName, `A collection name has at most ${maxCollectionName} characters.`),
});

const noStore = { 'Cache-Control': 'no-store' };

async function accessOf(c: Context<AppEnv>, deps: AppDeps): Promise<MemoryAccess> {
  // The plan is the account's (a parent's plan covers their children); the data is the learner's.
  const auth = requireAuth(c, memoryMessages.signIn);
  const [status, isAdmin] = await Promise.all([requestSubscription(deps, auth), isAdminRequest(c, deps)]);
  return memoryAccess(status, isAdmin);
}

/** 403 `plan_limit` unless the account's plan opens the learner's own collections (Annual). */
async function requireCollections(c: Context<AppEnv>, deps: AppDeps): Promise<void> {
  if (!(await accessOf(c, deps)).ownCollections) throw planLimit(memoryMessages.collectionsNeedAnnual);
}

async function resolveOrFail(deps: AppDeps, input: string) {
  const resolved = await resolveReference(deps.db, input);
  if (!resolved.ok) throw badRequest(resolved.message);
  return resolved.verse;
}

/**
 * /api/memory: a learner's memory verses on a spaced-repetition schedule, the built-in verse sets
 * (Premium) and their own collections (Annual). Everything is keyed by requireLearner(c).
 */
export function memoryRoutes(deps: AppDeps): Hono<AppEnv> {
  const clock = () => ({ now: new Date(), timeZone: deps.settings.siteTimeZone });
  const signIn = memoryMessages.signIn;

  return (
    new Hono<AppEnv>()
      /** Everything Memory Master shows: counts, the verses with their text and status, collections. */
      .get('/', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const version =
          parseInput(overviewQuery, c.req.query()).version ?? memoryVersionFor(requestedLanguage(c));
        const { now, timeZone } = clock();
        const [cards, collections, access] = await Promise.all([
          listVerseCards(deps.db, learnerId),
          listVerseCollections(deps.db, learnerId),
          accessOf(c, deps),
        ]);
        const wanted: PassageWanted[] = [];
        for (const card of cards) {
          const parsed = parseReference(card.reference);
          if (parsed.ok) wanted.push({ key: card.key, range: parsed.range });
        }
        const texts = await loadPassageTexts(deps.db, version, wanted);
        return c.json(
          {
            summary: { ...summarize(cards, now, timeZone), goal: masteryGoal },
            verses: cards.map((card) => ({
              key: card.key,
              reference: card.reference,
              text: texts.get(card.key) ?? '',
              status: verseStatus(card, now, timeZone),
              dueToday: isDueToday(card, now, timeZone),
              due: card.due,
              daysUntilDue: daysUntilDue(card, now, timeZone),
              masteredAt: card.masteredAt,
            })),
            collections,
            access,
          },
          200,
          noStore,
        );
      })
      /** The home greeting's tiny answer: how many verses are due today and the first few. */
      .get('/today', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const { now, timeZone } = clock();
        const due = (await listVerseCards(deps.db, learnerId)).filter((card) =>
          isDueToday(card, now, timeZone),
        );
        return c.json(
          { dueToday: due.length, references: due.slice(0, 3).map((d) => d.reference) },
          200,
          noStore,
        );
      })
      /** "Add to my verses": any verse or passage, checked against the Bible. */
      .post('/verses', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const { reference } = await readJsonBody(c, referenceSchema);
        const verse = await resolveOrFail(deps, reference);
        const added = await addVerse(deps.db, learnerId, verse, new Date());
        return c.json(
          {
            added,
            verse: { key: verse.key, reference: verse.reference },
            message: added
              ? memoryMessages.added(verse.reference)
              : memoryMessages.alreadyAdded(verse.reference),
          },
          added ? 201 : 200,
        );
      })
      .delete('/verses/:key', async (c) => {
        const learnerId = requireLearner(c, signIn);
        if (!(await deleteVerseCard(deps.db, learnerId, c.req.param('key'))))
          throw notFound('That verse is not in your verses.');
        return c.json({ ok: true });
      })
      /** "Type it all": the recall that moves the verse's schedule on (once per `opId`). */
      .post('/practice', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const body = await readJsonBody(c, practiceSchema);
        const { reference, answer, opId } = body;
        const verse = await resolveOrFail(deps, reference);
        // The version asked for, else the page's language's (the RV1909 on Spanish pages).
        const version = body.version ?? memoryVersionFor(body.language ?? baseLocale);
        return c.json(await practiseVerse(deps.db, learnerId, verse, answer, clock(), opId, version));
      })
      /** A built-in set's verses join the learner's verses (Premium). */
      .post('/sets/:id/start', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const set = await findVerseSet(deps.db, c.req.param('id'));
        if (!set) throw notFound('That verse set does not exist.');
        if (!(await accessOf(c, deps)).builtInSets) throw planLimit(memoryMessages.setsNeedPremium);
        const verses: ResolvedReference[] = [];
        for (const reference of set.references) verses.push(await resolveOrFail(deps, reference));
        const added = await addVerses(deps.db, learnerId, verses, new Date());
        return c.json({
          added,
          message: `${set.name}: ${added} new verse${added === 1 ? '' : 's'} to learn.`,
        });
      })
      .post('/collections', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const { name } = await readJsonBody(c, nameSchema);
        await requireCollections(c, deps);
        const id = await createCollection(deps.db, learnerId, name, new Date());
        return c.json({ collection: { id, name, items: [] } }, 201);
      })
      .patch('/collections/:id', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const { name } = await readJsonBody(c, nameSchema);
        await requireCollections(c, deps);
        await renameCollection(deps.db, learnerId, c.req.param('id'), name);
        return c.json({ ok: true, name });
      })
      .delete('/collections/:id', async (c) => {
        const learnerId = requireLearner(c, signIn);
        await deleteCollection(deps.db, learnerId, c.req.param('id'));
        return c.json({ ok: true });
      })
      /** A verse or passage joins a collection, and the learner's verses to practise. */
      .post('/collections/:id/verses', async (c) => {
        const learnerId = requireLearner(c, signIn);
        const { reference } = await readJsonBody(c, referenceSchema);
        await requireCollections(c, deps);
        const verse = await resolveOrFail(deps, reference);
        const added = await addVerseToCollection(deps.db, learnerId, c.req.param('id'), verse, new Date());
        return c.json({ added, verse: { key: verse.key, reference: verse.reference } }, added ? 201 : 200);
      })
      .delete('/collections/:id/verses/:key', async (c) => {
        const learnerId = requireLearner(c, signIn);
        await removeVerseFromCollection(deps.db, learnerId, c.req.param('id'), c.req.param('key'));
        return c.json({ ok: true });
      })
  );
}
