/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ start: NonNullable<unknown> }} Family_Learning_Start_By_AgeInputs */
/** @typedef {{}} Family_Learning_Start_InvalidInputs */
/** @typedef {{}} Family_Learning_Start_LabelInputs */
/** @typedef {{}} Family_Start_ReaderInputs */
/** @typedef {{}} Family_Start_StoriesInputs */
/** @typedef {{}} Family_Start_Stories_ReaderInputs */
/** @typedef {{}} Home_Ask_Grown_UpInputs */
/** @typedef {{}} Home_Back_To_My_HomeInputs */
/** @typedef {{}} Home_Not_Open_YetInputs */
/** @typedef {{}} Home_Plans_For_Grown_UpsInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
export const family_learning_start_by_age: (inputs: Family_Learning_Start_By_AgeInputs) => LocalizedString;
export const family_learning_start_invalid: (inputs: Family_Learning_Start_InvalidInputs) => LocalizedString;
export const family_learning_start_label: (inputs: Family_Learning_Start_LabelInputs) => LocalizedString;
export const family_start_reader: (inputs: Family_Start_ReaderInputs) => LocalizedString;
export const family_start_stories: (inputs: Family_Start_StoriesInputs) => LocalizedString;
export const family_start_stories_reader: (inputs: Family_Start_Stories_ReaderInputs) => LocalizedString;
export const home_ask_grown_up: (inputs: Home_Ask_Grown_UpInputs) => LocalizedString;
export const home_back_to_my_home: (inputs: Home_Back_To_My_HomeInputs) => LocalizedString;
export const home_not_open_yet: (inputs: Home_Not_Open_YetInputs) => LocalizedString;
export const home_plans_for_grown_ups: (inputs: Home_Plans_For_Grown_UpsInputs) => LocalizedString;
export const site_footer_copyright: (inputs: Site_Footer_CopyrightInputs) => LocalizedString;
export const site_footer_features: (inputs: Site_Footer_FeaturesInputs) => LocalizedString;
export const site_footer_features_label: (inputs: Site_Footer_Features_LabelInputs) => LocalizedString;
export const site_footer_general: (inputs: Site_Footer_GeneralInputs) => LocalizedString;
export const site_footer_general_label: (inputs: Site_Footer_General_LabelInputs) => LocalizedString;
export const site_footer_privacy: (inputs: Site_Footer_PrivacyInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Learning_Start_By_AgeInputs = {
    start: NonNullable<unknown>;
};
export type Family_Learning_Start_InvalidInputs = {};
export type Family_Learning_Start_LabelInputs = {};
export type Family_Start_ReaderInputs = {};
export type Family_Start_StoriesInputs = {};
export type Family_Start_Stories_ReaderInputs = {};
export type Home_Ask_Grown_UpInputs = {};
export type Home_Back_To_My_HomeInputs = {};
export type Home_Not_Open_YetInputs = {};
export type Home_Plans_For_Grown_UpsInputs = {};
export type Site_Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Site_Footer_FeaturesInputs = {};
export type Site_Footer_Features_LabelInputs = {};
export type Site_Footer_GeneralInputs = {};
export type Site_Footer_General_LabelInputs = {};
export type Site_Footer_PrivacyInputs = {};
