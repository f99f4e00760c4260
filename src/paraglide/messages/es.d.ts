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
export const site_footer_general: (inputs: Site_Footer_GeneralInputs) => LocalizedString;
export const site_footer_features: (inputs: Site_Footer_FeaturesInputs) => LocalizedString;
export const site_footer_general_label: (inputs: Site_Footer_General_LabelInputs) => LocalizedString;
export const site_footer_features_label: (inputs: Site_Footer_Features_LabelInputs) => LocalizedString;
export const site_footer_privacy: (inputs: Site_Footer_PrivacyInputs) => LocalizedString;
export const site_footer_copyright: (inputs: Site_Footer_CopyrightInputs) => LocalizedString;
export const games_locked_included: (inputs: Games_Locked_IncludedInputs) => LocalizedString;
export const games_hangman_tower: (inputs: Games_Hangman_TowerInputs) => LocalizedString;
export const games_listen_question: (inputs: Games_Listen_QuestionInputs) => LocalizedString;
export const games_listen_hint: (inputs: Games_Listen_HintInputs) => LocalizedString;
export const games_listen_story: (inputs: Games_Listen_StoryInputs) => LocalizedString;
export const games_listen_clue: (inputs: Games_Listen_ClueInputs) => LocalizedString;
export const reader_verse_undo: (inputs: Reader_Verse_UndoInputs) => LocalizedString;
export const reader_verse_undo_label: (inputs: Reader_Verse_Undo_LabelInputs) => LocalizedString;
export const reader_verse_removed: (inputs: Reader_Verse_RemovedInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_GeneralInputs = {};
export type Site_Footer_FeaturesInputs = {};
export type Site_Footer_General_LabelInputs = {};
export type Site_Footer_Features_LabelInputs = {};
export type Site_Footer_PrivacyInputs = {};
export type Site_Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Games_Locked_IncludedInputs = {};
export type Games_Hangman_TowerInputs = {
    built: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Games_Listen_QuestionInputs = {};
export type Games_Listen_HintInputs = {};
export type Games_Listen_StoryInputs = {};
export type Games_Listen_ClueInputs = {};
export type Reader_Verse_UndoInputs = {};
export type Reader_Verse_Undo_LabelInputs = {
    reference: NonNullable<unknown>;
};
export type Reader_Verse_RemovedInputs = {
    reference: NonNullable<unknown>;
};
