import type { AppDatabase } from '../connection.ts';

export type CardTarget = 'truth-challenge' | 'game' | 'ask-and-pray';

export interface CardBackgrounds {
  truthChallenges: Record<string, string>;
  games: Record<string, string>;
  askAndPray: Record<string, string>;
}

/** Every card background image, by card. */
export async function listCardBackgrounds(db: AppDatabase): Promise<CardBackgrounds> {
  const [truth, games, ask] = await Promise.all([
    db
      .selectFrom('truth_challenge_customizations')
      .select(['challenge_index', 'background_image'])
      .orderBy('challenge_index')
      .execute(),
    db.selectFrom('game_customizations').select(['game_id', 'background_image']).execute(),
    db.selectFrom('ask_and_pray_customizations').select(['card_id', 'background_image']).execute(),
  ]);
  return {
    truthChallenges: Object.fromEntries(truth.map((r) => [String(r.challenge_index), r.background_image])),
    games: Object.fromEntries(games.map((r) => [r.game_id, r.background_image])),
    askAndPray: Object.fromEntries(ask.map((r) => [r.card_id, r.background_image])),
  };
}

/** Sets (upserts) a card's background image. */
export async function setCardBackground(
  db: AppDatabase,
  target: CardTarget,
  key: string,
  imageUrl: string,
  now = new Date(),
): Promise<void> {
  const updated_at = now.toISOString();
  if (target === 'truth-challenge') {
    await db
      .insertInto('truth_challenge_customizations')
      .values({ challenge_index: Number(key), background_image: imageUrl, updated_at })
      .onConflict((oc) =>
        oc.column('challenge_index').doUpdateSet({ background_image: imageUrl, updated_at }),
      )
      .execute();
  } else if (target === 'game') {
    await db
      .insertInto('game_customizations')
      .values({ game_id: key, background_image: imageUrl, updated_at })
      .onConflict((oc) => oc.column('game_id').doUpdateSet({ background_image: imageUrl, updated_at }))
      .execute();
  } else {
    await db
      .insertInto('ask_and_pray_customizations')
      .values({
        card_id: key as 'questions' | 'prayer' | 'community',
        background_image: imageUrl,
        updated_at,
      })
      .onConflict((oc) => oc.column('card_id').doUpdateSet({ background_image: imageUrl, updated_at }))
      .execute();
  }
}

export async function clearCardBackground(db: AppDatabase, target: CardTarget, key: string): Promise<void> {
  if (target === 'truth-challenge')
    await db
      .deleteFrom('truth_challenge_customizations')
      .where('challenge_index', '=', Number(key))
      .execute();
  else if (target === 'game') await db.deleteFrom('game_customizations').where('game_id', '=', key).execute();
  else
    await db
      .deleteFrom('ask_and_pray_customizations')
      .where('card_id', '=', key as 'questions')
      .execute();
}
