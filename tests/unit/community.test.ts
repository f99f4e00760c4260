import { describe, expect, it } from 'vitest';
import { cardBackgroundMessages, isImageFile } from '../../src/lib/card-backgrounds.ts';
import {
  communityMessageSchema,
  prayerSchema,
  publicAuthorName,
  questionSchema,
  storySchema,
} from '../../src/lib/community-rules.ts';
import {
  truthChallengeBanner,
  truthChallengeCards,
  truthChallengeLock,
} from '../../src/lib/truth-challenges.ts';

describe('the truth challenge cards', () => {
  it('are the four of the spec, in order', () => {
    expect(truthChallengeCards.map((c) => c.title)).toEqual([
      'Keep it Real',
      'Truth Quest',
      'Memory Master',
      'Achievements',
    ]);
  });

  it('lock per plan, with the spec’s labels', () => {
    expect([0, 1, 2, 3].map((i) => truthChallengeLock({ tier: 'free' }, i))).toEqual([
      'Upgrade for More Challenges',
      null,
      'Upgrade for More Challenges',
      'Upgrade for More Challenges',
    ]);
    expect([0, 1, 2, 3].map((i) => truthChallengeLock({ tier: 'premium' }, i))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([0, 1, 2, 3].map((i) => truthChallengeLock({ tier: 'basic' }, i))).toEqual([
      null,
      null,
      'Upgrade for More Challenges',
      'Upgrade for More Challenges',
    ]);
  });

  it('show the plan banner only for limits 1 to 3', () => {
    expect(truthChallengeBanner({ tier: 'basic' })).toBe('Your plan includes access to 2 Truth Challenge(s)');
    expect(truthChallengeBanner({ tier: 'free' })).toBeNull();
    expect(truthChallengeBanner({ tier: 'lifetime' })).toBeNull();
  });
});

describe('community forms', () => {
  it('need the fields of the spec, with its messages', () => {
    expect(storySchema.safeParse({ title: ' ', content: 'x' }).error?.issues[0]?.message).toBe(
      'Please fill in both title and content',
    );
    expect(questionSchema.safeParse({ title: 'x', question: '' }).error?.issues[0]?.message).toBe(
      'Please fill in both title and question fields.',
    );
    expect(prayerSchema.safeParse({ title: '', request: 'x' }).error?.issues[0]?.message).toBe(
      'Please fill in both title and request fields.',
    );
    expect(communityMessageSchema.safeParse({ message: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter a message to share with the community.',
    );
  });

  it('default a story to the general category, signed with the child’s name', () => {
    expect(storySchema.parse({ title: 't', content: 'c' })).toEqual({
      title: 't',
      content: 'c',
      category: 'general',
      isAnonymous: false,
    });
  });

  it('publish only a first name, or none for anonymous posts', () => {
    expect(publicAuthorName({ isAnonymous: false, fullName: 'Hannah Lee' })).toBe('Hannah');
    expect(publicAuthorName({ isAnonymous: true, fullName: 'Hannah Lee' })).toBe('Anonymous');
    expect(publicAuthorName({ isAnonymous: false, fullName: null })).toBe('A friend');
  });
});

describe('card backgrounds', () => {
  it('take images only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('use each kind of card’s own messages', () => {
    expect(cardBackgroundMessages['truth-challenge'].invalidFile).toEqual({
      title: 'Invalid File',
      description: 'Please drop an image file (PNG, JPG, etc.)',
    });
    expect(cardBackgroundMessages.game.uploadFailed).toEqual({
      title: 'Failed to Save',
      description: 'Could not save the background image. Please try again.',
    });
    expect(cardBackgroundMessages['ask-and-pray'].uploadFailed).toEqual({
      title: 'Upload Failed',
      description: 'Could not save the background image.',
    });
    expect(cardBackgroundMessages['ask-and-pray'].updateFailed).toEqual({
      title: 'Save Failed',
      description: 'Could not save the background image.',
    });
    expect(cardBackgroundMessages['truth-challenge'].saved.map((m) => m.title)).toEqual([
      'Image Saved!',
      'Background Updated!',
    ]);
  });
});
