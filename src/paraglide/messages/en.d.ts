/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Games_Listen_QuestionInputs */
/** @typedef {{}} Games_Listen_HintInputs */
/** @typedef {{}} Games_Listen_StoryInputs */
/** @typedef {{}} Games_Listen_ClueInputs */
export const site_footer_general: (inputs: Site_Footer_GeneralInputs) => LocalizedString;
export const site_footer_features: (inputs: Site_Footer_FeaturesInputs) => LocalizedString;
export const site_footer_general_label: (inputs: Site_Footer_General_LabelInputs) => LocalizedString;
export const site_footer_features_label: (inputs: Site_Footer_Features_LabelInputs) => LocalizedString;
export const site_footer_privacy: (inputs: Site_Footer_PrivacyInputs) => LocalizedString;
export const site_footer_copyright: (inputs: Site_Footer_CopyrightInputs) => LocalizedString;
export const games_listen_question: (inputs: Games_Listen_QuestionInputs) => LocalizedString;
export const games_listen_hint: (inputs: Games_Listen_HintInputs) => LocalizedString;
export const games_listen_story: (inputs: Games_Listen_StoryInputs) => LocalizedString;
export const games_listen_clue: (inputs: Games_Listen_ClueInputs) => LocalizedString;
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
export type Games_Listen_QuestionInputs = {};
export type Games_Listen_HintInputs = {};
export type Games_Listen_StoryInputs = {};
export type Games_Listen_ClueInputs = {};
