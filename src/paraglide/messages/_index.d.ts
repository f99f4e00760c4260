/**
* | output |
* | --- |
* | "General" |
*
* @param {Site_Footer_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general: ((inputs?: Site_Footer_GeneralInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_GeneralInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Features" |
*
* @param {Site_Footer_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features: ((inputs?: Site_Footer_FeaturesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_FeaturesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer: general" |
*
* @param {Site_Footer_General_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general_label: ((inputs?: Site_Footer_General_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_General_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label: ((inputs?: Site_Footer_Features_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_Features_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Site_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy: ((inputs?: Site_Footer_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_PrivacyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright: ((inputs: Site_Footer_CopyrightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_CopyrightInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Included in the Premium plan." |
*
* @param {Games_Locked_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_locked_included: ((inputs?: Games_Locked_IncludedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Locked_IncludedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The tower has {built} of {total} blocks: one block for each letter that is not in the word." |
*
* @param {Games_Hangman_TowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_tower: ((inputs: Games_Hangman_TowerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_TowerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the question" |
*
* @param {Games_Listen_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_question: ((inputs?: Games_Listen_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the hint" |
*
* @param {Games_Listen_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_hint: ((inputs?: Games_Listen_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the story" |
*
* @param {Games_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_story: ((inputs?: Games_Listen_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the clue" |
*
* @param {Games_Listen_ClueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_clue: ((inputs?: Games_Listen_ClueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_ClueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Reader_Verse_UndoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo: ((inputs?: Reader_Verse_UndoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_UndoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Undo: take {reference} out of My verses" |
*
* @param {Reader_Verse_Undo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo_label: ((inputs: Reader_Verse_Undo_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_Undo_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{reference} is no longer in your verses." |
*
* @param {Reader_Verse_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_removed: ((inputs: Reader_Verse_RemovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_RemovedInputs, {
    locale?: "en" | "es";
}, {}>;
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
