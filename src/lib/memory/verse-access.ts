import { planTierOf, type SubscriptionStatus, tierOf } from '../subscription.ts';

/**
 * Who may use what on Memory Master. Practising verses and adding them one by one is open to every
 * signed-in learner; the built-in sets come with Premium (and every plan above it); making your own
 * named collections comes with the Annual plan (and Lifetime). Admins may do everything.
 */
export interface MemoryAccess {
  builtInSets: boolean;
  ownCollections: boolean;
}

export function memoryAccess(status: SubscriptionStatus | null | undefined, isAdmin = false): MemoryAccess {
  if (isAdmin) return { builtInSets: true, ownCollections: true };
  const tier = tierOf(status);
  return {
    builtInSets: tier === 'premium' || tier === 'lifetime',
    ownCollections: planTierOf(status) === 'annual' || tier === 'lifetime',
  };
}

export const memoryMessages = {
  setsNeedPremium: 'The built-in verse sets come with Premium.',
  collectionsNeedAnnual: 'Making your own verse collections comes with the Annual plan.',
  signIn: 'Please sign in to save the verses you learn.',
  added: (reference: string) => `${reference} is in your verses. Practise it on Memory Master!`,
  alreadyAdded: (reference: string) => `${reference} is already in your verses.`,
  tooManyVerses: 'You are learning 300 verses already: finish some before adding more.',
  tooManyCollections: 'You can make up to 20 collections.',
  collectionFull: 'A collection holds up to 50 verses.',
  nameTaken: 'You already have a collection with that name.',
  nameEmpty: 'Give your collection a name.',
} as const;

export const maxVerseCards = 300;
export const maxCollections = 20;
export const maxCollectionItems = 50;
export const maxCollectionName = 60;
