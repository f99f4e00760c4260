/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Games_Locked_IncludedInputs */
/** @typedef {{ built: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_TowerInputs */
/** @typedef {{}} Games_Listen_QuestionInputs */
/** @typedef {{}} Games_Listen_HintInputs */
/** @typedef {{}} Games_Listen_StoryInputs */
/** @typedef {{}} Games_Listen_ClueInputs */
/** @typedef {{}} Reader_Verse_UndoInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_Undo_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_RemovedInputs */


export const site_footer_general = /** @type {(inputs: Site_Footer_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_footer_features = /** @type {(inputs: Site_Footer_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

export const site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: general`)
};

export const site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: features`)
};

export const site_footer_privacy = /** @type {(inputs: Site_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

export const games_locked_included = /** @type {(inputs: Games_Locked_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included in the Premium plan.`)
};

export const games_hangman_tower = /** @type {(inputs: Games_Hangman_TowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The tower has ${i?.built} of ${i?.total} blocks: one block for each letter that is not in the word.`)
};

export const games_listen_question = /** @type {(inputs: Games_Listen_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the question`)
};

export const games_listen_hint = /** @type {(inputs: Games_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the hint`)
};

export const games_listen_story = /** @type {(inputs: Games_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the story`)
};

export const games_listen_clue = /** @type {(inputs: Games_Listen_ClueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the clue`)
};

export const reader_verse_undo = /** @type {(inputs: Reader_Verse_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

export const reader_verse_undo_label = /** @type {(inputs: Reader_Verse_Undo_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Undo: take ${i?.reference} out of My verses`)
};

export const reader_verse_removed = /** @type {(inputs: Reader_Verse_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is no longer in your verses.`)
};